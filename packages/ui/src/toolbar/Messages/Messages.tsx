import { FeedPanel } from '../Feed/FeedPanel';

/** The inbox button and messages panel of the toolbar. */
export function Messages() {
  return <FeedPanel resource="messages" />;
}
