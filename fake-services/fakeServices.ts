/**
 * One deterministic fake of the three public services the app calls (spec §7), in their real shapes.
 * Used by `npm start` (webpack-dev-server middleware), Jest (MSW handlers) and the Playwright tests
 * (`page.route`), so every environment sees the same people, IP and location.
 *
 * Plain TypeScript with no imports: it is loaded by ts-node (webpack config), ts-jest and Playwright alike.
 */

export interface FakeUser {
  id: number;
  firstName: string;
  lastName: string;
  age: number;
  gender: 'female' | 'male';
  email: string;
  phone: string;
  birthDate: string;
}

export interface FakeUsersAnswer {
  users: FakeUser[];
  total: number;
  skip: number;
  limit: number;
}

/** How many users the real DummyJSON service holds; the fake serves more on request (benchmarks ask for 10 000). */
const REAL_USERS_TOTAL = 208;
/** Upper bound so a bad `limit` can not make the fake build millions of rows. */
const FAKE_USERS_MAX = 20_000;

export const FAKE_IP = '203.0.113.42';

export const FAKE_GEO = {
  organization_name: 'Exemplo Telecom',
  region: 'São Paulo',
  accuracy: 20,
  asn: 64500,
  organization: 'AS64500 Exemplo Telecom',
  timezone: 'America/Sao_Paulo',
  longitude: '-46.6333',
  country_code3: 'BRA',
  area_code: '0',
  ip: FAKE_IP,
  city: 'São Paulo',
  country: 'Brazil',
  continent_code: 'SA',
  country_code: 'BR',
  latitude: '-23.5505',
} as const;

// Names chosen so that filtering is interesting: shared prefixes (Ana/Anabela/André/Andréa), accents
// (José, Émile, Ígor, Úrsula), both genders, and a few with the same first letters as other columns' values.
const FIRST_NAMES: ReadonlyArray<readonly [string, 'female' | 'male']> = [
  ['Ana', 'female'], ['Anabela', 'female'], ['André', 'male'], ['Andréa', 'female'], ['Antônio', 'male'],
  ['José', 'male'], ['Josefa', 'female'], ['Joana', 'female'], ['João', 'male'], ['Joaquim', 'male'],
  ['Maria', 'female'], ['Mariana', 'female'], ['Marcos', 'male'], ['Márcio', 'male'], ['Marta', 'female'],
  ['Émile', 'female'], ['Ígor', 'male'], ['Úrsula', 'female'], ['Ísis', 'female'], ['Érico', 'male'],
  ['Lucas', 'male'], ['Luana', 'female'], ['Luiz', 'male'], ['Lúcia', 'female'], ['Luciana', 'female'],
  ['Pedro', 'male'], ['Paula', 'female'], ['Paulo', 'male'], ['Patrícia', 'female'], ['Rafael', 'male'],
  ['Beatriz', 'female'], ['Bruno', 'male'], ['Bianca', 'female'], ['Caio', 'male'], ['Camila', 'female'],
  ['Carla', 'female'], ['Carlos', 'male'], ['Daniel', 'male'], ['Daniela', 'female'], ['Eduardo', 'male'],
  ['Fernanda', 'female'], ['Fernando', 'male'], ['Gabriel', 'male'], ['Gabriela', 'female'], ['Helena', 'female'],
  ['Heitor', 'male'], ['Isabela', 'female'], ['Igor', 'male'], ['Júlia', 'female'], ['Júlio', 'male'],
];

const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes',
  'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Araújo', 'Melo', 'Barbosa', 'Cardoso', 'Conceição', 'Simões',
];

const EMAIL_DOMAINS = ['x.dummyjson.com', 'exemplo.com.br', 'correio.net'];
const COUNTRY_CODES = ['+55', '+81', '+1', '+44', '+351', '+49'];

/** Small seeded PRNG (mulberry32): the same seed always gives the same people. */
function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)] as T;
}

function ascii(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The user with this id (1-based); pure, so any slice of the list can be produced on its own. */
export function fakeUser(id: number): FakeUser {
  const random = createRandom(id * 7919);
  const [firstName, gender] = FIRST_NAMES[(id - 1) % FIRST_NAMES.length] as readonly [string, 'female' | 'male'];
  const lastName = pick(random, LAST_NAMES);
  const age = 18 + Math.floor(random() * 50);
  const birthYear = 2026 - age;
  const month = 1 + Math.floor(random() * 12);
  const day = 1 + Math.floor(random() * (DAYS_IN_MONTH[month - 1] as number));
  const digits = (n: number) => String(Math.floor(random() * 10 ** n)).padStart(n, '0');
  return {
    id,
    firstName,
    lastName,
    age,
    gender,
    email: `${ascii(firstName)}.${ascii(lastName)}${id > FIRST_NAMES.length ? id : ''}@${pick(random, EMAIL_DOMAINS)}`,
    phone: `${pick(random, COUNTRY_CODES)} ${digits(3)}-${digits(3)}-${digits(4)}`,
    // DummyJSON writes dates without zero padding, e.g. 1996-5-30.
    birthDate: `${birthYear}-${month}-${day}`,
  };
}

/** `GET /users?limit=N`: limit 0 or missing means "all", as DummyJSON does. */
export function fakeUsersAnswer(limitParam: string | null): FakeUsersAnswer {
  const requested = Number(limitParam ?? '0');
  const total = Math.min(Math.max(REAL_USERS_TOTAL, Number.isFinite(requested) ? requested : 0), FAKE_USERS_MAX);
  const limit = !Number.isFinite(requested) || requested <= 0 ? total : Math.min(requested, total);
  const users = Array.from({ length: limit }, (_, index) => fakeUser(index + 1));
  return { users, total, skip: 0, limit };
}

export interface FakeAnswer {
  status: number;
  body: unknown;
}

/**
 * Routes a request URL to the fake service it imitates, whatever the host: the path shapes of the real services
 * (`/users`, `/?format=json`, `/v1/ip/geo/{ip}.json`) decide. Returns null for anything else.
 */
export function fakeAnswerFor(url: URL): FakeAnswer | null {
  const path = url.pathname;
  if (/\/users\/?$/.test(path)) {
    return { status: 200, body: fakeUsersAnswer(url.searchParams.get('limit')) };
  }
  const geo = /\/v1\/ip\/geo\/([^/]+)\.json$/.exec(path);
  if (geo) {
    return { status: 200, body: { ...FAKE_GEO, ip: decodeURIComponent(geo[1] ?? '') } };
  }
  if (url.searchParams.get('format') === 'json') {
    return { status: 200, body: { ip: FAKE_IP } };
  }
  return null;
}

/** Paths under which `npm start` serves the fake (see webpack.config.ts); the app's URLs point here in development. */
export const FAKE_SERVICE_URLS = {
  users: '/__fake__/dummyjson/users',
  ip: '/__fake__/ipify/?format=json',
  geo: '/__fake__/geojs/v1/ip/geo/{ip}.json',
} as const;
