/** Being built (issue 13): replaced by the Notification section. */
export function NotificationSection() {
  return null;
}
