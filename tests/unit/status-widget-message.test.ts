import { statusWidgetVisibility } from '@/components/site/status-widget-message';

const WIDGET_ORIGIN = 'https://status.example.com';

describe('messages from the status widget frame', () => {
  test.each([true, false])('{type: "status-widget", visible: %s} from the widget origin sets the visibility', (visible) => {
    expect(statusWidgetVisibility({ origin: WIDGET_ORIGIN, data: { type: 'status-widget', visible } }, WIDGET_ORIGIN)).toBe(visible);
  });

  test.each([
    ['another site', 'https://evil.example'],
    ['the same host over plain HTTP', 'http://status.example.com'],
    ['another port', 'https://status.example.com:8443'],
    ['a subdomain', 'https://x.status.example.com'],
    ['an opaque origin (a sandboxed frame)', 'null'],
  ])('the right message from %s is ignored', (_label, origin) => {
    expect(statusWidgetVisibility({ origin, data: { type: 'status-widget', visible: true } }, WIDGET_ORIGIN)).toBeNull();
  });

  test.each([
    ['a string', 'show'],
    ['JSON text', '{"type":"status-widget","visible":true}'],
    ['null', null],
    ['another type', { type: 'resize', visible: true }],
    ['no type', { visible: true }],
    ['a string for visible', { type: 'status-widget', visible: 'true' }],
    ['a number for visible', { type: 'status-widget', visible: 1 }],
    ['no visible', { type: 'status-widget' }],
  ])('%s from the widget origin is ignored', (_label, data) => {
    expect(statusWidgetVisibility({ origin: WIDGET_ORIGIN, data }, WIDGET_ORIGIN)).toBeNull();
  });
});
