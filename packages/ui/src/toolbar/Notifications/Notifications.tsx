import { FeedPanel } from '../Feed/FeedPanel';

/** The bell button and notifications panel of the toolbar. */
export function Notifications() {
  return <FeedPanel resource="notifications" />;
}
