/**
 * Every call the mock serves, keyed by `METHOD path` (paths relative to the site, without the leading
 * slash): `query` is the query string, `body` the JSON (or multipart) body, `answer` the 200 answer.
 * Error answers: 400 {@link ErrorAnswer} for bad input; sign-in and unlock-session 404 `false`;
 * sign-in-with-token 401 {@link InvalidTokenAnswer}; unknown paths 404 text `NOT FOUND`.
 */
import type {
  CreateMessageRequest,
  CreateNotificationRequest,
  CreateShortcutRequest,
  ErrorAnswer,
  ForgotPasswordRequest,
  InvalidTokenAnswer,
  Message,
  Navigation,
  Notification,
  ResetPasswordRequest,
  SearchRequest,
  SearchResultGroup,
  Shortcut,
  SignInAnswer,
  SignInRequest,
  SignInWithTokenRequest,
  SignUpRequest,
  ToggleReadStatusRequest,
  UnlockSessionRequest,
  UpdateMessageRequest,
  UpdateNotificationRequest,
  UpdateShortcutRequest,
  UpdateUserRequest,
  User,
} from './common.ts';
import type {
  Contact,
  ContactTag,
  Country,
  CreateContactTagRequest,
  UpdateContactRequest,
  UpdateContactTagRequest,
} from './contacts.ts';
import type {
  CreateInventoryTagRequest,
  InventoryBrand,
  InventoryCategory,
  InventoryProduct,
  InventoryProductsAnswer,
  InventoryProductsQuery,
  InventoryTag,
  InventoryVendor,
  UpdateInventoryProductRequest,
  UpdateInventoryTagRequest,
} from './inventory.ts';
import type {
  CreateMailLabelRequest,
  MailFilter,
  MailFolder,
  MailLabel,
  MailSettings,
  MailWithCounts,
  MailsAnswer,
  MailsQuery,
  UpdateMailLabelRequest,
  UpdateMailRequest,
  CreateMailRequest,
  DeleteMailAnswer,
  UpdateMailSettingsRequest,
} from './mailbox.ts';
import type {
  CreateTaskRequest,
  CreateTaskTagRequest,
  ReorderTasksRequest,
  Task,
  TaskTag,
  UpdateTaskRequest,
  UpdateTaskTagRequest,
} from './tasks.ts';
import type {
  AcademyCategory,
  AcademyCourse,
  AcademyCourseWithSteps,
  UpdateAcademyProgressRequest,
} from './academy.ts';
import type {
  ChatContact,
  ChatContactSummary,
  ChatProfile,
  ChatWithContact,
  ChatWithMessages,
  UpdateChatRequest,
} from './chat.ts';
import type { Activity } from './activities.ts';
import type {
  AnalyticsDashboard,
  CryptoDashboard,
  CryptoTradeAnswer,
  CryptoTradeRequest,
  FinanceDashboard,
  FinanceTransactionsAnswer,
  FinanceTransactionsQuery,
  ProjectDashboard,
} from './dashboards.ts';
import type {
  AgentApproval,
  AgentConfigVersion,
  AgentFeedbackRequest,
  AgentHandover,
  AgentOverview,
  AgentRun,
  AgentRunSummary,
  AgentRunsAnswer,
  AgentTest,
  AgentTestDraft,
  ApproveRequest,
  RejectRequest,
  RestoreAgentConfigRequest,
  RunAgentTestsRequest,
  SaveAgentConfigRequest,
} from './agent.ts';
import type { FileManagerAnswer } from './file-manager.ts';
import type { IconSet, IconSetId } from './icons.ts';
import type { FaqCategoryWithFaqs, GuideCategoryWithGuide, GuideCategoryWithGuides } from './help-center.ts';
import type {
  AddNoteTaskRequest,
  CreateNoteLabelRequest,
  CreateNoteRequest,
  NoteLabel,
  NoteWithLabels,
  UpdateNoteLabelRequest,
  UpdateNoteRequest,
} from './notes.ts';
import type {
  CreateScrumboardCardRequest,
  CreateScrumboardLabelRequest,
  CreateScrumboardListRequest,
  ScrumboardBoardDetail,
  ScrumboardBoardSummary,
  ScrumboardCard,
  ScrumboardLabel,
  ScrumboardList,
  ScrumboardListWithCards,
  UpdateScrumboardCardPositionsRequest,
  UpdateScrumboardCardRequest,
  UpdateScrumboardCardsRequest,
  UpdateScrumboardLabelRequest,
  UpdateScrumboardListRequest,
  UpdateScrumboardListsRequest,
} from './scrumboard.ts';

interface Call<Answer, Body = never, Query = never> {
  body: Body;
  query: Query;
  answer: Answer;
}

type IdQuery = { id: string };

/** The multipart form of `POST api/apps/contacts/avatar`. */
export interface UploadAvatarForm {
  id: string;
  avatar: Blob;
}

export interface ApiCalls {
  'POST api/auth/sign-in': Call<SignInAnswer, SignInRequest>;
  'POST api/auth/sign-in-with-token': Call<SignInAnswer, SignInWithTokenRequest>;
  'POST api/auth/sign-up': Call<true, SignUpRequest>;
  'POST api/auth/forgot-password': Call<true, ForgotPasswordRequest>;
  'POST api/auth/reset-password': Call<true, ResetPasswordRequest>;
  'POST api/auth/unlock-session': Call<SignInAnswer, UnlockSessionRequest>;

  'GET api/common/user': Call<User>;
  'PATCH api/common/user': Call<User, UpdateUserRequest>;

  'GET api/common/notifications': Call<Notification[]>;
  'POST api/common/notifications': Call<Notification, CreateNotificationRequest>;
  'PATCH api/common/notifications': Call<Notification | null, UpdateNotificationRequest>;
  'DELETE api/common/notifications': Call<boolean, never, IdQuery>;
  'GET api/common/notifications/mark-all-as-read': Call<true>;
  'POST api/common/notifications/toggle-read-status': Call<Notification | null, ToggleReadStatusRequest>;

  'GET api/common/messages': Call<Message[]>;
  'POST api/common/messages': Call<Message, CreateMessageRequest>;
  'PATCH api/common/messages': Call<Message | null, UpdateMessageRequest>;
  'DELETE api/common/messages': Call<boolean, never, IdQuery>;
  'GET api/common/messages/mark-all-as-read': Call<true>;
  'POST api/common/messages/toggle-read-status': Call<Message | null, ToggleReadStatusRequest>;

  'GET api/common/shortcuts': Call<Shortcut[]>;
  'POST api/common/shortcuts': Call<Shortcut, CreateShortcutRequest>;
  'PATCH api/common/shortcuts': Call<Shortcut | null, UpdateShortcutRequest>;
  'DELETE api/common/shortcuts': Call<boolean, never, IdQuery>;

  'GET api/common/navigation': Call<Navigation>;
  'POST api/common/search': Call<SearchResultGroup[], SearchRequest>;
  // `GET api/common/live` answers a stream of `LiveEvent` lines that stays open, not JSON: see live.ts.

  'GET api/apps/contacts/all': Call<Contact[]>;
  'GET api/apps/contacts/search': Call<Contact[], never, { query?: string }>;
  'GET api/apps/contacts/contact': Call<Contact | null, never, IdQuery>;
  'POST api/apps/contacts/contact': Call<Contact>;
  'PATCH api/apps/contacts/contact': Call<Contact | null, UpdateContactRequest>;
  'DELETE api/apps/contacts/contact': Call<true, never, IdQuery>;
  'GET api/apps/contacts/countries': Call<Country[]>;
  'GET api/apps/contacts/tags': Call<ContactTag[]>;
  'POST api/apps/contacts/tag': Call<ContactTag, CreateContactTagRequest>;
  'PATCH api/apps/contacts/tag': Call<ContactTag | null, UpdateContactTagRequest>;
  'DELETE api/apps/contacts/tag': Call<true, never, IdQuery>;
  'POST api/apps/contacts/avatar': Call<Contact | null, UploadAvatarForm>;

  'GET api/apps/ecommerce/inventory/categories': Call<InventoryCategory[]>;
  'GET api/apps/ecommerce/inventory/brands': Call<InventoryBrand[]>;
  'GET api/apps/ecommerce/inventory/vendors': Call<InventoryVendor[]>;
  'GET api/apps/ecommerce/inventory/tags': Call<InventoryTag[]>;
  'GET api/apps/ecommerce/inventory/products': Call<InventoryProductsAnswer, never, InventoryProductsQuery>;
  'GET api/apps/ecommerce/inventory/product': Call<InventoryProduct | null, never, IdQuery>;
  'POST api/apps/ecommerce/inventory/product': Call<InventoryProduct>;
  'PATCH api/apps/ecommerce/inventory/product': Call<InventoryProduct | null, UpdateInventoryProductRequest>;
  'DELETE api/apps/ecommerce/inventory/product': Call<true, never, IdQuery>;
  'POST api/apps/ecommerce/inventory/tag': Call<InventoryTag, CreateInventoryTagRequest>;
  'PATCH api/apps/ecommerce/inventory/tag': Call<InventoryTag | null, UpdateInventoryTagRequest>;
  'DELETE api/apps/ecommerce/inventory/tag': Call<true, never, IdQuery>;

  'GET api/apps/tasks/tags': Call<TaskTag[]>;
  'POST api/apps/tasks/tag': Call<TaskTag, CreateTaskTagRequest>;
  'PATCH api/apps/tasks/tag': Call<TaskTag | null, UpdateTaskTagRequest>;
  'DELETE api/apps/tasks/tag': Call<true, never, IdQuery>;
  'GET api/apps/tasks/all': Call<Task[]>;
  /** Titles come back HTML-escaped with matches wrapped in `<mark>`; null for an empty query. */
  'GET api/apps/tasks/search': Call<Task[] | null, never, { query?: string }>;
  'PATCH api/apps/tasks/order': Call<Task[], ReorderTasksRequest>;
  'GET api/apps/tasks/task': Call<Task | null, never, IdQuery>;
  'POST api/apps/tasks/task': Call<Task, CreateTaskRequest>;
  'PATCH api/apps/tasks/task': Call<Task | null, UpdateTaskRequest>;
  'DELETE api/apps/tasks/task': Call<true, never, IdQuery>;

  'GET api/apps/mailbox/settings': Call<MailSettings>;
  'PATCH api/apps/mailbox/settings': Call<MailSettings, UpdateMailSettingsRequest>;
  'GET api/apps/mailbox/folders': Call<MailFolder[]>;
  'GET api/apps/mailbox/filters': Call<MailFilter[]>;
  'GET api/apps/mailbox/labels': Call<MailLabel[]>;
  'POST api/apps/mailbox/label': Call<MailLabel, CreateMailLabelRequest>;
  'PATCH api/apps/mailbox/label': Call<MailLabel | null, UpdateMailLabelRequest>;
  'DELETE api/apps/mailbox/label': Call<true, never, IdQuery>;
  'GET api/apps/mailbox/mails': Call<MailsAnswer, never, MailsQuery>;
  'GET api/apps/mailbox/mail': Call<MailWithCounts | null, never, IdQuery>;
  'PATCH api/apps/mailbox/mail': Call<MailWithCounts | null, UpdateMailRequest>;
  'POST api/apps/mailbox/mail': Call<MailWithCounts, CreateMailRequest>;
  'DELETE api/apps/mailbox/mail': Call<DeleteMailAnswer, never, IdQuery>;

  /** folderId 'null' (or none) is the root. */
  'GET api/apps/file-manager': Call<FileManagerAnswer, never, { folderId?: string }>;

  'GET api/apps/help-center/faqs': Call<FaqCategoryWithFaqs[], never, { slug?: string }>;
  'GET api/apps/help-center/guides': Call<GuideCategoryWithGuides[], never, { slug?: string; limit?: number }>;
  'GET api/apps/help-center/guide': Call<
    GuideCategoryWithGuide | null,
    never,
    { categorySlug: string; guideSlug: string }
  >;

  'GET api/apps/notes/labels': Call<NoteLabel[]>;
  'POST api/apps/notes/labels': Call<NoteLabel, CreateNoteLabelRequest>;
  'PATCH api/apps/notes/labels': Call<NoteLabel | null, UpdateNoteLabelRequest>;
  'DELETE api/apps/notes/labels': Call<true, never, IdQuery>;
  'POST api/apps/notes/tasks': Call<NoteWithLabels | null, AddNoteTaskRequest>;
  'GET api/apps/notes/all': Call<NoteWithLabels[]>;
  'POST api/apps/notes': Call<NoteWithLabels, CreateNoteRequest>;
  'PATCH api/apps/notes': Call<NoteWithLabels | null, UpdateNoteRequest>;
  'DELETE api/apps/notes': Call<true, never, IdQuery>;

  'GET api/apps/scrumboard/boards': Call<ScrumboardBoardSummary[]>;
  'GET api/apps/scrumboard/board': Call<ScrumboardBoardDetail | null, never, IdQuery>;
  'POST api/apps/scrumboard/board/list': Call<ScrumboardListWithCards, CreateScrumboardListRequest>;
  'PATCH api/apps/scrumboard/board/list': Call<ScrumboardList | null, UpdateScrumboardListRequest>;
  'DELETE api/apps/scrumboard/board/list': Call<true, never, IdQuery>;
  'PATCH api/apps/scrumboard/board/lists': Call<ScrumboardList[], UpdateScrumboardListsRequest>;
  'PUT api/apps/scrumboard/board/card': Call<ScrumboardCard, CreateScrumboardCardRequest>;
  'PATCH api/apps/scrumboard/board/card': Call<ScrumboardCard | null, UpdateScrumboardCardRequest>;
  'DELETE api/apps/scrumboard/board/card': Call<true, never, IdQuery>;
  'PATCH api/apps/scrumboard/board/cards': Call<ScrumboardCard[], UpdateScrumboardCardsRequest>;
  'PATCH api/apps/scrumboard/board/card/positions': Call<ScrumboardCard[], UpdateScrumboardCardPositionsRequest>;
  'GET api/apps/scrumboard/board/labels': Call<ScrumboardLabel[], never, { boardId: string }>;
  'PUT api/apps/scrumboard/board/label': Call<ScrumboardLabel, CreateScrumboardLabelRequest>;
  'PATCH api/apps/scrumboard/board/label': Call<ScrumboardLabel | null, UpdateScrumboardLabelRequest>;
  'DELETE api/apps/scrumboard/board/label': Call<true, never, IdQuery>;

  'GET api/apps/academy/categories': Call<AcademyCategory[]>;
  'GET api/apps/academy/courses': Call<AcademyCourse[]>;
  'GET api/apps/academy/courses/course': Call<AcademyCourseWithSteps | null, never, IdQuery>;
  'PATCH api/apps/academy/courses/course': Call<AcademyCourseWithSteps | null, UpdateAcademyProgressRequest>;

  'GET api/apps/chat/chats': Call<ChatWithContact[]>;
  'GET api/apps/chat/chat': Call<ChatWithMessages | null, never, IdQuery>;
  'PATCH api/apps/chat/chat': Call<ChatWithMessages | null, UpdateChatRequest>;
  'GET api/apps/chat/contacts': Call<ChatContactSummary[]>;
  'GET api/apps/chat/contact': Call<ChatContact | null, never, IdQuery>;
  'GET api/apps/chat/profile': Call<ChatProfile>;

  'GET api/dashboards/analytics': Call<AnalyticsDashboard>;
  'GET api/dashboards/crypto': Call<CryptoDashboard>;
  'POST api/dashboards/crypto/trade': Call<CryptoTradeAnswer, CryptoTradeRequest>;
  'GET api/dashboards/finance': Call<FinanceDashboard>;
  'GET api/dashboards/finance/transactions': Call<FinanceTransactionsAnswer, never, FinanceTransactionsQuery>;
  'GET api/dashboards/project': Call<ProjectDashboard>;

  /** Newest first. */
  'GET api/pages/activities': Call<Activity[]>;

  'GET api/ui/icons/feather': Call<IconSet>;
  'GET api/ui/icons/heroicons-outline': Call<IconSet>;
  'GET api/ui/icons/heroicons-solid': Call<IconSet>;
  'GET api/ui/icons/heroicons-mini': Call<IconSet>;
  'GET api/ui/icons/material-solid': Call<IconSet>;
  'GET api/ui/icons/material-outline': Call<IconSet>;
  'GET api/ui/icons/material-twotone': Call<IconSet>;

  // The assistant (`POST api/agent/runs` answers a stream of `AgentEvent` lines, not JSON: see agent.ts).
  'GET api/agent/runs': Call<
    AgentRunsAnswer,
    never,
    { outcome?: string; channel?: string; search?: string; conversationId?: string; page?: string; size?: string }
  >;
  'GET api/agent/runs/run': Call<AgentRun, never, IdQuery>;
  'POST api/agent/runs/cancel': Call<AgentRunSummary, { runId: string }>;
  'POST api/agent/runs/feedback': Call<AgentRunSummary, AgentFeedbackRequest>;
  'GET api/agent/approvals': Call<AgentApproval[], never, { status?: AgentApproval['status'] }>;
  'POST api/agent/approvals/approve': Call<AgentApproval, ApproveRequest>;
  'POST api/agent/approvals/reject': Call<AgentApproval, RejectRequest>;
  'GET api/agent/config': Call<AgentConfigVersion>;
  'PUT api/agent/config': Call<AgentConfigVersion, SaveAgentConfigRequest>;
  'GET api/agent/config/versions': Call<AgentConfigVersion[]>;
  'POST api/agent/config/restore': Call<AgentConfigVersion, RestoreAgentConfigRequest>;
  'GET api/agent/tests': Call<AgentTest[]>;
  'POST api/agent/tests': Call<AgentTest, { test: AgentTestDraft }>;
  'PATCH api/agent/tests': Call<AgentTest, { id: string; test: Partial<AgentTestDraft> }>;
  'DELETE api/agent/tests': Call<true, never, IdQuery>;
  'POST api/agent/tests/run': Call<AgentTest[], RunAgentTestsRequest>;
  'GET api/agent/overview': Call<AgentOverview>;
  'GET api/agent/handovers': Call<AgentHandover[]>;
}

/** Every icon-set call: `GET api/ui/icons/<id>`. */
export type IconSetCall = `GET api/ui/icons/${IconSetId}`;

export type ApiCallKey = keyof ApiCalls;
export type ApiAnswer<K extends ApiCallKey> = ApiCalls[K]['answer'];
export type ApiBody<K extends ApiCallKey> = ApiCalls[K]['body'];
export type ApiQuery<K extends ApiCallKey> = ApiCalls[K]['query'];

/** Any non-2xx JSON answer the mock gives. */
export type ApiErrorAnswer = ErrorAnswer | InvalidTokenAnswer;
