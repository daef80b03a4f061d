// A team's app that installed the packed @aula/ui tarball: the public entry and the CSS only.
import { Avatar, Button, Progress, Toaster, toast } from '@aula/ui';
import '@aula/ui/styles.css';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')).render(
  <main style={{ padding: 24, display: 'grid', gap: 16, maxWidth: 480 }}>
    <h1>Consumidor</h1>
    <Button onClick={() => toast.success('Salvo!')}>Salvar</Button>
    <Avatar name="Maria da Silva" />
    <Progress value={40} label="Progresso" showValue />
    <Toaster />
  </main>,
);
