// bench:web's reference: a bare Vite React page (React and react-dom, a heading and a paragraph),
// built by Vite and served by the API the same way as the app. Lighthouse measures it in the
// same run; the app's LCP goals are judged on the ratio to its LCP (docs/perf/README.md).
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root') as HTMLElement).render(
  <main>
    <h1>Página de referência</h1>
    <p>Uma página React mínima, servida pela API como o app, medida pelo Lighthouse.</p>
  </main>,
);
