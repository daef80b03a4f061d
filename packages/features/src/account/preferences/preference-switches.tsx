import type { Preferences } from '@aula/contract';
import { Switch } from '@aula/ui';

/** The player's two switches, the same on the preferences page and beside the lecture. */
const SWITCHES = [
  {
    key: 'auto_play',
    label: 'Reprodução automática',
    description: 'O vídeo começa a tocar assim que a aula abre.',
  },
  {
    key: 'auto_jump',
    label: 'Ir para a próxima aula ao terminar',
    description: 'Ao fim do vídeo, a próxima aula é aberta após uma contagem regressiva.',
  },
] as const satisfies readonly { key: keyof Preferences; label: string; description: string }[];

/** Each switch, on its value; `described` adds what it does (the preferences page). */
export function PreferenceSwitchList({
  preferences,
  described = false,
  onChange,
}: {
  preferences: Preferences;
  described?: boolean;
  onChange: (change: Partial<Preferences>) => void;
}) {
  return SWITCHES.map(({ key, label, description }) => (
    <Switch
      key={key}
      label={label}
      {...(described ? { description } : {})}
      checked={preferences[key]}
      onCheckedChange={(checked) => onChange({ [key]: checked })}
    />
  ));
}
