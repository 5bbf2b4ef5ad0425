import type { Contact } from '@atrium/mock-api';

/** A seed contact the stories open (id from the mock API's seed). */
export const FARID_ID = '8f3e7736-618a-4bff-a214-e3edf08b922b';

// prettier-ignore
const FIRST = [
  'Ada', 'Bruno', 'Carla', 'Dario', 'Elena', 'Farid', 'Greta', 'Hugo', 'Inés', 'Jonas',
  'Kira', 'Luca', 'Marta', 'Nils', 'Olga', 'Pablo', 'Quim', 'Rosa', 'Sven', 'Tara',
  'Ugo', 'Vera', 'Walt', 'Xenia', 'Yago', 'Zoë', 'Amir', 'Berta', 'Ciro', 'Dana',
  'Emil', 'Fiona', 'Gael', 'Hana', 'Ivo', 'Jana', 'Kai', 'Lena', 'Milo', 'Nora',
  'Otto', 'Pia', 'Rafa', 'Sara', 'Teo', 'Uma', 'Vito', 'Wanda', 'Yara', 'Zeno',
];
// prettier-ignore
const LAST = [
  'Abad', 'Berg', 'Costa', 'Diaz', 'Eklund', 'Fuentes', 'Gil', 'Holm', 'Ibarra', 'Jensen',
  'Kowalski', 'Lima', 'Moreau', 'Navarro', 'Obi', 'Pardo', 'Quiroga', 'Rocha', 'Sousa', 'Torres',
  'Ueda', 'Vidal', 'Weber', 'Xu', 'Yilmaz', 'Zhou', 'Alves', 'Bauer', 'Cruz', 'Dahl',
  'Esteve', 'Ferrer', 'Garrido', 'Herrera', 'Iglesias', 'Jurado', 'Klein', 'Lund', 'Marin', 'Nieto',
  'Ortega', 'Prieto', 'Ramos', 'Serra', 'Tomas', 'Urrutia', 'Vega', 'Wolf', 'Yanez', 'Zamora',
];
const TITLES = ['Engineer', 'Designer', 'Accountant', 'Nurse', 'Teacher', 'Chef', 'Pilot', 'Lawyer'];

/**
 * `count` contacts, always the same for the same count (no randomness), sorted by name as the
 * API sorts them. Names are unique up to 2,500 × 26.
 */
export function manyContacts(count: number): Contact[] {
  const contacts: Contact[] = [];
  for (let i = 0; i < count; i += 1) {
    const first = FIRST[i % FIRST.length]!;
    const last = LAST[Math.floor(i / FIRST.length) % LAST.length]!;
    const middle = String.fromCharCode(65 + (Math.floor(i / (FIRST.length * LAST.length)) % 26));
    contacts.push({
      id: `many-${i}`,
      avatar: null,
      background: null,
      name: `${first} ${middle}. ${last}`,
      emails: [],
      phoneNumbers: [],
      title: TITLES[i % TITLES.length]!,
      company: '',
      birthday: null,
      address: null,
      notes: null,
      tags: [],
    });
  }
  const collator = new Intl.Collator();
  return contacts.sort((a, b) => collator.compare(a.name, b.name));
}

/** A contact whose notes try to run script two ways; neither may run. */
export const xssContact: Contact = {
  id: 'xss-contact',
  avatar: null,
  background: null,
  name: 'Mallory Payload',
  emails: [],
  phoneNumbers: [],
  title: 'Penetration Tester',
  company: '',
  birthday: null,
  address: null,
  notes:
    '<p>Before <img src=x onerror="window.__xss=1"> after.</p><script>window.__xss=1</script><p><strong>Bold</strong> stays.</p>',
  tags: [],
};
