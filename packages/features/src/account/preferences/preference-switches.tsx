import type { Preferences } from '@aula/contract';
import { Switch } from '@aula/ui';

/**
 * The player's switches, the same on the preferences page and beside the lecture; the captions
 * one only on the page (beside the lecture, the video's "Legendas" menu is the switch).
 */
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
  {
    key: 'captions_on',
    label: 'Mostrar legendas quando houver',
    description:
      'As legendas da aula aparecem assim que o vídeo abre, no idioma escolhido por último.',
    pageOnly: true,
  },
] as const satisfies readonly {
  key: keyof Preferences;
  label: string;
  description: string;
  pageOnly?: boolean;
}[];

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
  return SWITCHES.filter((entry) => described || !('pageOnly' in entry)).map(
    ({ key, label, description }) => (
      <Switch
        key={key}
        label={label}
        {...(described ? { description } : {})}
        checked={preferences[key] ?? false}
        onCheckedChange={(checked) => onChange({ [key]: checked })}
      />
    ),
  );
}
