/**
 * The assistant's rule-based engine (spec 4 §8), the one {@link RunEngine} of the mock. The first rule
 * that applies answers, in this order (a rule whose tool is switched off is skipped):
 *
 * 1. handover words (human, agent, person, persona, humano) → `handoff`;
 * 2. a guardrail topic of the configuration → a refusal;
 * 3. an action verb with an order number ("cancel #10234", "reembolsa #10234") → the proposed change;
 * 4. an order number → the order's card;
 * 5. an e-mail or a customer's whole name → that customer's card with their orders;
 * 6. a contact's whole name → the contact's card;
 * 7. "how many" / "cuántos" with orders or users → the count;
 * 8. the help-center FAQ whose question shares the most words with the message (at least 0.3 of them);
 * 9. otherwise the fallback reply; a second fallback in a row offers a handover.
 *
 * Every tool runs with the signed-in user's permissions (the world answers `can`): without the one a tool
 * needs, the reply says so ("I can't do that for you") and names it. Pure: the same input and world give
 * the same steps.
 */
import type {
  AgentChange,
  AgentConfig,
  AgentLanguage,
  AgentStep,
  AgentToolName,
  AgentWorld,
  RunEngine,
  RunEngineInput,
} from '../contract/agent.ts';
import type { Permission } from '../contract/back-office.ts';

/** Lower case, without accents, for matching. */
export function normalize(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Whole words of the normalized text. */
export function words(text: string): string[] {
  return normalize(text).match(/[\p{L}\p{N}]+/gu) ?? [];
}

const HANDOVER = new Set(['human', 'humans', 'agent', 'agents', 'person', 'persona', 'personas', 'humano', 'humanos']);
const REFUND = new Set(['refund', 'reembolsa', 'reembolsar', 'reembolso', 'reembolsalo', 'devuelve', 'devolver']);
const CANCEL = new Set(['cancel', 'cancela', 'cancelar', 'cancelalo', 'anula', 'anular', 'anulalo']);
const ORDERS = new Set(['order', 'orders', 'pedido', 'pedidos']);
const USERS = new Set(['user', 'users', 'usuario', 'usuarios']);
const STOP = new Set(
  (
    'the and for you your are can how what when where who why does with this that from have has was were ' +
    'will would into about which there their them then than our out not but all any its his her also ' +
    'los las del por para con una uno unos unas que como cual donde cuando quien mis tus sus este esta ' +
    'esto estos estas ese esa eso hay puedo puede pueden tengo tiene mas pero sin sobre'
  ).split(' '),
);

/** The order number a message names: `#10234`, or a bare number of 5 or 6 digits. */
export function orderNumberIn(text: string): number | null {
  const hashed = /#\s?(\d{1,9})(?!\d)/.exec(text);
  if (hashed) return Number(hashed[1]);
  const bare = /(?<![\d.,])(\d{5,6})(?![\d.,]?\d)/.exec(text);
  return bare ? Number(bare[1]) : null;
}

export const EMAIL_PATTERN = /[^\s@<>"'()[\],;:]+@[^\s@<>"'()[\],;:]+\.[a-z]{2,}/i;

/** The share of the question's words (stop words aside) that the message holds. */
export function overlap(message: readonly string[], question: string): number {
  const asked = new Set(message);
  const wanted = new Set(words(question).filter((word) => word.length >= 3 && !STOP.has(word)));
  if (wanted.size === 0) return 0;
  let shared = 0;
  for (const word of wanted) if (asked.has(word)) shared += 1;
  return shared / wanted.size;
}

/** The smallest share of a FAQ question's words a message must hold to be answered with it. */
export const FAQ_THRESHOLD = 0.3;

type Phrases = Record<
  | 'handoff'
  | 'handoffForbidden'
  | 'guardrail'
  | 'orderMissing'
  | 'orderFound'
  | 'refundProposed'
  | 'cancelProposed'
  | 'notRefundable'
  | 'notCancellable'
  | 'forbidden'
  | 'customerFound'
  | 'customerOrders'
  | 'contactFound'
  | 'ordersCount'
  | 'usersCount'
  | 'faq'
  | 'fallback'
  | 'fallbackAgain',
  string
>;

const PHRASES: Record<AgentLanguage, Phrases> = {
  en: {
    handoff: 'I am handing this conversation over to a person on the team. They will see everything we said.',
    handoffForbidden: 'I can not hand you over to a person: you need the {permission} permission.',
    guardrail: 'I can not help with {topic}.',
    orderMissing: 'I could not find order #{number}.',
    orderFound: 'Order #{number} from {customer}: {status}, payment {payment}, total {total}.',
    refundProposed: 'I have asked for approval to refund {amount} on order #{number}. A person will decide.',
    cancelProposed: 'I have asked for approval to cancel order #{number}. A person will decide.',
    notRefundable: 'Order #{number} can not be refunded: its payment is {payment}.',
    notCancellable: 'Order #{number} can not be cancelled: it is {status}.',
    forbidden: 'I can not do that for you: you need the {permission} permission.',
    customerFound: '{name} ({email}) has {count} orders, {spent} in total.',
    customerOrders: 'The newest: {orders}.',
    contactFound: '{name}, {title} at {company}.',
    ordersCount: 'There are {count} orders.',
    usersCount: 'There are {count} users.',
    faq: '{answer}',
    fallback: 'I am not sure I understood. Ask me about an order (#10234), a customer, or the help center.',
    fallbackAgain: 'I still can not help with that. Shall I hand you over to a person? Say "human".',
  },
  es: {
    handoff: 'Paso esta conversación a una persona del equipo. Verá todo lo que hemos hablado.',
    handoffForbidden: 'No puedo pasarte con una persona: necesitas el permiso {permission}.',
    guardrail: 'No puedo ayudarte con {topic}.',
    orderMissing: 'No he encontrado el pedido #{number}.',
    orderFound: 'Pedido #{number} de {customer}: {status}, pago {payment}, total {total}.',
    refundProposed: 'He pedido aprobación para reembolsar {amount} del pedido #{number}. Lo decidirá una persona.',
    cancelProposed: 'He pedido aprobación para cancelar el pedido #{number}. Lo decidirá una persona.',
    notRefundable: 'El pedido #{number} no se puede reembolsar: su pago está {payment}.',
    notCancellable: 'El pedido #{number} no se puede cancelar: está {status}.',
    forbidden: 'No puedo hacer eso por ti: necesitas el permiso {permission}.',
    customerFound: '{name} ({email}) tiene {count} pedidos, {spent} en total.',
    customerOrders: 'Los más recientes: {orders}.',
    contactFound: '{name}, {title} en {company}.',
    ordersCount: 'Hay {count} pedidos.',
    usersCount: 'Hay {count} usuarios.',
    faq: '{answer}',
    fallback:
      'No estoy seguro de haberte entendido. Pregúntame por un pedido (#10234), un cliente o el centro de ayuda.',
    fallbackAgain: 'Sigo sin poder ayudarte con eso. ¿Te paso con una persona? Di «humano».',
  },
};

const OPENERS: Record<AgentLanguage, Record<AgentConfig['tone'], string>> = {
  en: { friendly: 'Sure! ', neutral: '', formal: 'Certainly. ' },
  es: { friendly: '¡Claro! ', neutral: '', formal: 'Por supuesto. ' },
};

const STATUS: Record<AgentLanguage, Record<string, string>> = {
  en: {
    pending: 'pending',
    processing: 'processing',
    shipped: 'shipped',
    delivered: 'delivered',
    cancelled: 'cancelled',
    unpaid: 'unpaid',
    paid: 'paid',
    partially_refunded: 'partially refunded',
    refunded: 'refunded',
  },
  es: {
    pending: 'pendiente',
    processing: 'en preparación',
    shipped: 'enviado',
    delivered: 'entregado',
    cancelled: 'cancelado',
    unpaid: 'sin pagar',
    paid: 'pagado',
    partially_refunded: 'reembolsado en parte',
    refunded: 'reembolsado',
  },
};

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));
}

export function money(amount: number, currency: string, language: AgentLanguage): string {
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', { style: 'currency', currency }).format(amount);
}

/** The rule-based engine: the rules above, first match answers. */
export const ruleEngine: RunEngine = {
  name: 'rules',
  *run({ message, config, firstInConversation }: RunEngineInput, world: AgentWorld): Iterable<AgentStep> {
    const language = config.language;
    const say = PHRASES[language];
    const status = STATUS[language];
    const tokens = words(message);
    const on = (tool: AgentToolName) => config.tools[tool];
    let opened = false;
    /** The reply's text, the greeting (first run) and the tone's opener before its first piece. */
    const text = (template: string, values: Record<string, string | number> = {}): AgentStep => {
      let prefix = '';
      if (!opened) {
        opened = true;
        const greeting = firstInConversation ? config.greeting.trim() : '';
        prefix = `${greeting ? `${greeting} ` : ''}${OPENERS[language][config.tone]}`;
      }
      return { type: 'text', text: prefix + fill(template, values) };
    };
    const refused = (tool: AgentToolName, input: ToolInput, permission: Permission): AgentStep[] => [
      {
        type: 'tool',
        tool,
        input,
        ok: false,
        summary: fill(say.forbidden, { permission }),
        output: { code: 'forbidden', permission },
        missingPermission: permission,
      } satisfies AgentStep,
      text(say.forbidden, { permission }),
    ];

    // 1. A person.
    if (on('handoff') && tokens.some((word) => HANDOVER.has(word))) {
      yield* handoff(world, 'asked');
      return;
    }

    // 2. Topics it refuses.
    const normalized = normalize(message);
    const topic = config.guardrails.find((candidate) => {
      const wanted = words(candidate);
      return wanted.length > 0 && containsRun(tokens, wanted);
    });
    if (topic !== undefined) {
      yield text(say.guardrail, { topic: topic.trim() });
      return;
    }

    const number = orderNumberIn(normalized);

    // 3. A change to an order: proposed, never made.
    const verb = tokens.find((word) => REFUND.has(word) || CANCEL.has(word));
    if (on('propose_change') && verb !== undefined && number !== null) {
      const kind = REFUND.has(verb) ? 'refund' : 'cancel';
      const input = { kind, orderNumber: number };
      const permission: Permission = kind === 'refund' ? 'orders:refund' : 'orders:cancel';
      if (!world.can('orders:view')) return yield* refused('propose_change', input, 'orders:view');
      if (!world.can(permission)) return yield* refused('propose_change', input, permission);
      const order = world.order(number);
      if (!order) {
        yield tool('propose_change', input, false, fill(say.orderMissing, { number }), null);
        yield text(say.orderMissing, { number });
        return;
      }
      let change: AgentChange | null = null;
      let refusal = '';
      if (kind === 'refund') {
        const amount = Math.round((order.total - order.refundedTotal) * 100) / 100;
        if ((order.paymentStatus === 'paid' || order.paymentStatus === 'partially_refunded') && amount > 0)
          change = { kind, orderNumber: number, amount, currency: order.currency };
        else refusal = fill(say.notRefundable, { number, payment: status[order.paymentStatus]! });
      } else if (order.status === 'pending' || order.status === 'processing') {
        change = { kind, orderNumber: number, from: order.status };
      } else refusal = fill(say.notCancellable, { number, status: status[order.status]! });
      yield { type: 'card', card: order };
      if (!change) {
        yield tool('propose_change', input, false, refusal, { order: number, eligible: false });
        yield text(refusal);
        return;
      }
      const proposed =
        change.kind === 'refund'
          ? fill(say.refundProposed, { number, amount: money(change.amount, change.currency, language) })
          : fill(say.cancelProposed, { number });
      yield tool('propose_change', input, true, proposed, change);
      yield { type: 'approval', change };
      yield text(proposed);
      return;
    }

    // 4. An order.
    if (on('order_lookup') && number !== null) {
      const input = { orderNumber: number };
      if (!world.can('orders:view')) return yield* refused('order_lookup', input, 'orders:view');
      const order = world.order(number);
      if (!order) {
        yield tool('order_lookup', input, false, fill(say.orderMissing, { number }), null);
        yield text(say.orderMissing, { number });
        return;
      }
      const found = {
        number,
        customer: order.customer.name,
        status: status[order.status]!,
        payment: status[order.paymentStatus]!,
        total: money(order.total, order.currency, language),
      };
      yield tool('order_lookup', input, true, fill(say.orderFound, found), order);
      yield { type: 'card', card: order };
      yield text(say.orderFound, found);
      return;
    }

    // 5. A customer, by e-mail or whole name.
    const email = EMAIL_PATTERN.exec(message)?.[0] ?? null;
    if (on('customer_lookup')) {
      const customers = world.customersIn(message);
      if (email !== null || customers.length > 0) {
        const input = { query: email ?? customers[0]!.name };
        if (!world.can('customers:view')) return yield* refused('customer_lookup', input, 'customers:view');
        const customer = customers[0];
        if (customer) {
          const found = {
            name: customer.name,
            email: customer.email,
            count: customer.ordersCount,
            spent: money(customer.totalSpent, customer.currency, language),
          };
          const orders = customer.recentOrders.map((order) => `#${order.number}`).join(', ');
          const summary = fill(say.customerFound, found);
          yield tool('customer_lookup', input, true, summary, customer);
          yield { type: 'card', card: customer };
          yield text(orders ? `${summary} ${fill(say.customerOrders, { orders })}` : summary);
          return;
        }
        // An e-mail of no customer: the later rules may still know it (a contact).
      }
    }

    // 6. A contact of the address book.
    if (on('contact_lookup')) {
      const contact = world.contactsIn(message)[0];
      if (contact) {
        const found = { name: contact.name, title: contact.title, company: contact.company };
        yield tool('contact_lookup', { name: contact.name }, true, fill(say.contactFound, found), contact);
        yield { type: 'card', card: contact };
        yield text(say.contactFound, found);
        return;
      }
    }

    // 7. Counts.
    const howMany = containsRun(tokens, ['how', 'many']) || tokens.includes('cuantos') || tokens.includes('cuantas');
    const what = tokens.some((word) => ORDERS.has(word))
      ? 'orders'
      : tokens.some((word) => USERS.has(word))
        ? 'users'
        : null;
    if (on('counts') && howMany && what !== null) {
      const input = { of: what };
      const permission: Permission = what === 'orders' ? 'orders:view' : 'users:view';
      if (!world.can(permission)) return yield* refused('counts', input, permission);
      const count = world.counts()[what];
      const template = what === 'orders' ? say.ordersCount : say.usersCount;
      yield tool('counts', input, true, fill(template, { count }), { [what]: count });
      yield text(template, { count });
      return;
    }

    // 8. The help center.
    if (on('help_center')) {
      let best: { score: number; faq: ReturnType<AgentWorld['faqs']>[number] } | null = null;
      for (const faq of world.faqs(language, config.knowledge)) {
        const score = overlap(tokens, faq.question);
        if (score >= FAQ_THRESHOLD && (!best || score > best.score)) best = { score, faq };
      }
      if (best) {
        const { faq } = best;
        const score = Math.round(best.score * 100) / 100;
        const first = faq.answer.split('\n\n')[0] ?? faq.answer;
        yield tool('help_center', { query: message.slice(0, 200) }, true, faq.question, { faqId: faq.id, score });
        yield {
          type: 'card',
          card: {
            kind: 'faq',
            faqId: faq.id,
            categoryId: faq.categoryId,
            question: faq.question,
            href: `/apps/help-center/faqs#${encodeURIComponent(faq.categorySlug)}`,
            score,
          },
        };
        yield text(say.faq, { answer: first });
        return;
      }
    }

    // 9. Nothing applies.
    yield { type: 'fallback' };
    if (world.previousWasFallback) yield text(say.fallbackAgain);
    else yield text(say.fallback);

    function* handoff(w: AgentWorld, reason: 'asked' | 'fallback'): Iterable<AgentStep> {
      if (!w.can('chat:reply')) {
        yield* refused('handoff', { reason }, 'chat:reply');
        return;
      }
      yield tool('handoff', { reason }, true, say.handoff, { reason });
      yield { type: 'handoff', reason };
      yield text(say.handoff);
    }
  },
};

type ToolInput = Record<string, string | number | boolean | null>;

function tool(name: AgentToolName, input: ToolInput, ok: boolean, summary: string, output: unknown): AgentStep {
  return { type: 'tool', tool: name, input, ok, summary, output, missingPermission: null };
}

/** Whether `run` appears in `tokens` as consecutive words. */
function containsRun(tokens: readonly string[], run: readonly string[]): boolean {
  if (run.length === 0) return false;
  outer: for (let i = 0; i + run.length <= tokens.length; i += 1) {
    for (let j = 0; j < run.length; j += 1) if (tokens[i + j] !== run[j]) continue outer;
    return true;
  }
  return false;
}
