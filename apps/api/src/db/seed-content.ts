/**
 * The demo catalogue: realistic pt-BR content for `npm start` and the end-to-end journeys.
 * Dates are offsets from the moment of seeding, so "scheduled" lectures stay in the future.
 */

export const SAMPLE_VIDEO_URL = '/media/aula-demo.mp4';

export interface SeedLecture {
  title: string;
  minutes: number;
  free?: boolean;
  /** Unpublished: only admins see it. */
  draft?: boolean;
  /** Released this many days after seeding. */
  inDays?: number;
  description?: string;
}

export interface SeedCourse {
  slug: string;
  title: string;
  description: string;
  sections: { title: string; lectures: SeedLecture[] }[];
  repositories?: { name: string; url: string }[];
}

export interface SeedProduct {
  slug: string;
  title: string;
  description: string;
  canComment: boolean;
  courses: SeedCourse[];
}

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    slug: 'formacao-front-end',
    title: 'Formação Front-end',
    description:
      'Do HTML semântico ao React com TypeScript: a trilha completa para construir interfaces rápidas e acessíveis.',
    canComment: true,
    courses: [
      {
        slug: 'react-do-zero',
        title: 'React do zero',
        description:
          'Componentes, estado, efeitos e formulários: construa uma aplicação completa com React 19.',
        repositories: [
          { name: 'Projeto final', url: 'https://github.com/aula-dev/react-do-zero' },
          { name: 'Exercícios', url: 'https://github.com/aula-dev/react-do-zero-exercicios' },
        ],
        sections: [
          {
            title: 'Primeiros passos',
            lectures: [
              {
                title: 'Boas-vindas e como estudar',
                minutes: 4,
                free: true,
                description:
                  '<p>Nesta aula você conhece a estrutura do curso e o projeto que vamos construir juntos.</p><ul><li>Como assistir às aulas e marcar o progresso</li><li>Onde tirar dúvidas nos comentários</li><li>O repositório com o código de cada aula</li></ul>',
              },
              {
                title: 'Preparando o ambiente',
                minutes: 11,
                description:
                  '<p>Instale o <strong>Node.js 24</strong> e crie o projeto com <code>npm create vite@latest</code>.</p><p>Consulte a <a href="https://react.dev/learn">documentação oficial</a> sempre que precisar.</p>',
              },
              { title: 'Seu primeiro componente', minutes: 14 },
            ],
          },
          {
            title: 'Estado e eventos',
            lectures: [
              { title: 'useState na prática', minutes: 18 },
              {
                title: 'Formulários controlados',
                minutes: 22,
                description:
                  '<p>Vamos validar o formulário de inscrição sem perder o que a pessoa digitou.</p><ol><li>Estado por campo</li><li>Mensagens de erro em português</li><li>Envio com o botão desabilitado enquanto espera</li></ol>',
              },
              { title: 'Listas e chaves', minutes: 12 },
              { title: 'Exercício guiado: lista de tarefas', minutes: 25, draft: true },
            ],
          },
          {
            title: 'Dados do servidor',
            lectures: [
              { title: 'Buscando dados com SWR', minutes: 19 },
              { title: 'Tratando erros e carregamento', minutes: 16 },
              {
                title: 'Ao vivo: revisão do projeto final',
                minutes: 60,
                inDays: 7,
                description:
                  '<p>Aula ao vivo gravada: revisamos os projetos enviados pela turma. Traga suas dúvidas!</p>',
              },
            ],
          },
        ],
      },
      {
        slug: 'typescript-na-pratica',
        title: 'TypeScript na prática',
        description: 'Tipos que ajudam de verdade: do básico aos genéricos, em um projeto real.',
        repositories: [
          { name: 'Código das aulas', url: 'https://github.com/aula-dev/typescript-na-pratica' },
        ],
        sections: [
          {
            title: 'Fundamentos',
            lectures: [
              { title: 'Por que TypeScript?', minutes: 7, free: true },
              { title: 'Tipos primitivos e inferência', minutes: 15 },
              { title: 'Objetos, interfaces e tipos', minutes: 17 },
            ],
          },
          {
            title: 'Indo além',
            lectures: [
              { title: 'Uniões e estreitamento', minutes: 20 },
              { title: 'Genéricos sem medo', minutes: 24 },
              { title: 'Validação em tempo de execução com zod', minutes: 21, inDays: 14 },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'dados-com-python',
    title: 'Dados com Python',
    description: 'Analise dados reais com Python e SQL e comunique o que eles dizem.',
    canComment: true,
    courses: [
      {
        slug: 'python-para-analise-de-dados',
        title: 'Python para análise de dados',
        description: 'pandas, gráficos e limpeza de dados com bases públicas brasileiras.',
        sections: [
          {
            title: 'Começando',
            lectures: [
              { title: 'Apresentação do curso', minutes: 5, free: true },
              { title: 'Jupyter e o primeiro notebook', minutes: 13 },
            ],
          },
          {
            title: 'pandas',
            lectures: [
              {
                title: 'Lendo dados do IBGE',
                minutes: 21,
                description:
                  '<p>Baixamos a tabela de população por município e carregamos com <code>pd.read_csv</code>.</p>',
              },
              { title: 'Filtros e agrupamentos', minutes: 26 },
              { title: 'Gráficos que contam uma história', minutes: 18 },
            ],
          },
        ],
      },
      {
        slug: 'sql-essencial',
        title: 'SQL essencial',
        description: 'Consultas, junções e agregações no PostgreSQL, do zero ao relatório.',
        sections: [
          {
            title: 'Consultas',
            lectures: [
              { title: 'SELECT, WHERE e ORDER BY', minutes: 16, free: true },
              { title: 'Junções sem mistério', minutes: 23 },
              { title: 'Agregações e GROUP BY', minutes: 19 },
              { title: 'Funções de janela', minutes: 27, draft: true },
            ],
          },
        ],
      },
    ],
  },
  {
    slug: 'carreira-em-tecnologia',
    title: 'Carreira em Tecnologia',
    description: 'Currículo, portfólio e entrevistas: o caminho até a primeira vaga.',
    canComment: false,
    courses: [
      {
        slug: 'primeiro-emprego-em-tech',
        title: 'Primeiro emprego em tech',
        description: 'Como montar um portfólio que chama atenção e se preparar para entrevistas.',
        sections: [
          {
            title: 'Preparação',
            lectures: [
              { title: 'O mercado hoje', minutes: 9, free: true },
              { title: 'Currículo e LinkedIn', minutes: 14 },
              { title: 'Portfólio no GitHub', minutes: 17 },
            ],
          },
          {
            title: 'Entrevistas',
            lectures: [
              { title: 'Entrevista comportamental', minutes: 15 },
              { title: 'Desafio técnico ao vivo', minutes: 45, inDays: 21 },
            ],
          },
        ],
      },
    ],
  },
];

/** The demo logins, shown by the README and the start-up log. */
export const DEMO_USERS = [
  {
    role: 'Aluno',
    name: 'Maria da Silva',
    email: 'aluna@aula.dev',
    password: 'aula-aluna-2026',
    is_student: true,
    is_admin: false,
    products: ['formacao-front-end', 'carreira-em-tecnologia'],
  },
  {
    role: 'Admin',
    name: 'Beatriz Admin Souza',
    email: 'admin@aula.dev',
    password: 'aula-admin-2026',
    is_student: false,
    is_admin: true,
    products: [],
  },
  {
    role: 'Aluno',
    name: 'João Pereira',
    email: 'joao@aula.dev',
    password: 'aula-joao-2026',
    is_student: true,
    is_admin: false,
    products: ['dados-com-python'],
  },
  {
    role: 'Aluno',
    name: 'Ana Beatriz Rocha',
    email: 'ana@aula.dev',
    password: 'aula-ana-2026',
    is_student: true,
    is_admin: false,
    products: ['formacao-front-end', 'dados-com-python'],
  },
  {
    role: 'Conta',
    name: 'Lucas Oliveira',
    email: 'visitante@aula.dev',
    password: 'aula-visitante-2026',
    is_student: false,
    is_admin: false,
    products: [],
  },
] as const;

export type DemoEmail = (typeof DEMO_USERS)[number]['email'];

/** Lectures watched and bookmarked, by course slug and course-wide position (published only). */
export const SEED_PROGRESS: {
  email: DemoEmail;
  course: string;
  watched: number[];
  bookmarked: number[];
  last: number;
}[] = [
  {
    email: 'aluna@aula.dev',
    course: 'react-do-zero',
    watched: [1, 2, 3],
    bookmarked: [2],
    last: 4,
  },
  {
    email: 'ana@aula.dev',
    course: 'react-do-zero',
    watched: [1, 2, 3, 4, 5, 6],
    bookmarked: [],
    last: 7,
  },
  { email: 'joao@aula.dev', course: 'sql-essencial', watched: [1], bookmarked: [1], last: 2 },
];

/** Comments with replies on the first lecture of React do zero (minutes before seeding). */
export const SEED_COMMENTS: {
  course: string;
  position: number;
  email: DemoEmail;
  body: string;
  minutesAgo: number;
  replies: { email: DemoEmail; body: string; minutesAgo: number }[];
}[] = [
  {
    course: 'react-do-zero',
    position: 1,
    email: 'ana@aula.dev',
    body: 'Adorei a introdução! Vocês recomendam fazer os exercícios antes ou depois de cada aula?',
    minutesAgo: 60 * 26,
    replies: [
      {
        email: 'admin@aula.dev',
        body: 'Oi, Ana! Recomendamos assistir à aula inteira e depois fazer o exercício com o vídeo pausado quando precisar.',
        minutesAgo: 60 * 25,
      },
      {
        email: 'aluna@aula.dev',
        body: 'Eu faço depois e está funcionando bem 🙂',
        minutesAgo: 60 * 3,
      },
    ],
  },
  {
    course: 'react-do-zero',
    position: 1,
    email: 'aluna@aula.dev',
    body: 'Qual editor vocês usam nas aulas? O meu não mostra os erros de tipo.',
    minutesAgo: 45,
    replies: [],
  },
  {
    course: 'react-do-zero',
    position: 2,
    email: 'ana@aula.dev',
    body: 'No Windows precisei reiniciar o terminal depois de instalar o Node. Fica a dica!',
    minutesAgo: 60 * 24 * 3,
    replies: [
      { email: 'aluna@aula.dev', body: 'Valeu, aconteceu comigo também.', minutesAgo: 60 * 24 * 2 },
    ],
  },
];

/** A pending invitation (finish-registration flow), as if an order had just been paid. */
export const SEED_INVITATION = {
  token: 'convite-demo-2026-aula',
  email: 'novo@aula.dev',
  name: 'Rafael Costa',
  product: 'dados-com-python',
  days: 30,
} as const;

/**
 * The demo subscriptions' states (ADR 012), by e-mail and product slug. Rows of `DEMO_USERS`'
 * products not listed here are active, with no end; rows listed for a product a user does not
 * have are added (states that do not grant access). `days` counts from the seed's date.
 */
export const SEED_SUBSCRIPTIONS: {
  email: DemoEmail;
  product: string;
  status: 'active' | 'trial' | 'pending_payment' | 'canceled' | 'expired' | 'lifetime';
  provider: 'hotmart' | 'stripe' | 'invitation' | 'order' | 'manual';
  endsInDays: number | null;
}[] = [
  {
    email: 'aluna@aula.dev',
    product: 'formacao-front-end',
    status: 'active',
    provider: 'hotmart',
    endsInDays: 20,
  },
  {
    email: 'aluna@aula.dev',
    product: 'carreira-em-tecnologia',
    status: 'trial',
    provider: 'stripe',
    endsInDays: 6,
  },
  {
    email: 'ana@aula.dev',
    product: 'dados-com-python',
    status: 'lifetime',
    provider: 'order',
    endsInDays: null,
  },
  {
    email: 'ana@aula.dev',
    product: 'carreira-em-tecnologia',
    status: 'canceled',
    provider: 'hotmart',
    endsInDays: -5,
  },
  {
    email: 'joao@aula.dev',
    product: 'dados-com-python',
    status: 'active',
    provider: 'stripe',
    endsInDays: 200,
  },
  {
    email: 'joao@aula.dev',
    product: 'formacao-front-end',
    status: 'expired',
    provider: 'hotmart',
    endsInDays: -10,
  },
  {
    email: 'visitante@aula.dev',
    product: 'formacao-front-end',
    status: 'pending_payment',
    provider: 'hotmart',
    endsInDays: null,
  },
];

/**
 * Products' offer links (their checkout pages, issue 37 §3: "Comprar" leads there) and the price
 * text a visitor is shown (a display text, never a charge). Demo addresses of the platforms' forms.
 */
export const SEED_OFFER_URLS: Record<string, string> = {
  'formacao-front-end': 'https://pay.hotmart.com/F73521948K',
  'dados-com-python': 'https://pay.kiwify.com.br/dPy7x2Q',
  'carreira-em-tecnologia': 'https://pay.hotmart.com/C81264039T',
};
export const SEED_PRICE_TEXTS: Record<string, string> = {
  'formacao-front-end': '12x de R$ 49,70',
  'dados-com-python': 'R$ 397,00',
  'carreira-em-tecnologia': 'R$ 197,00',
};

/** The demo order code (README): lifetime access to "Dados com Python", which the demo student lacks. */
export const SEED_LIFETIME_ORDER = {
  code: 'AULA-VITALICIA-2026',
  product: 'dados-com-python',
} as const;
