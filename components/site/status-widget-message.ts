/**
 * What the status widget's page may tell the site, with `window.parent.postMessage(message, '*')`:
 *
 *     { type: 'status-widget', visible: true }   // show the frame (an incident or maintenance to report)
 *     { type: 'status-widget', visible: false }  // hide it again
 *
 * The frame starts hidden. Anything else, or anything from another origin than STATUS_WIDGET_URL's, is
 * ignored: any page the visitor has open could post messages to this window.
 */
export const STATUS_WIDGET_MESSAGE_TYPE = 'status-widget';

export interface StatusWidgetMessage {
  type: typeof STATUS_WIDGET_MESSAGE_TYPE;
  visible: boolean;
}

/** The visibility a message asks for, or null when the message is not the widget's to act on. */
export function statusWidgetVisibility(event: { origin: string; data: unknown }, widgetOrigin: string): boolean | null {
  if (event.origin !== widgetOrigin) return null;
  const data = event.data as Partial<StatusWidgetMessage> | null;
  if (typeof data !== 'object' || data === null || data.type !== STATUS_WIDGET_MESSAGE_TYPE || typeof data.visible !== 'boolean')
    return null;
  return data.visible;
}
