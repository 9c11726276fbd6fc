import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './api-reference.css';

/**
 * Draws the reference into `domNode`. Read-only: "Try it out" would send calls without the client token, and the
 * online validator's badge would load an image from another host.
 */
export function mountSwagger(domNode: HTMLElement, url: string): void {
  SwaggerUI({ domNode, url, supportedSubmitMethods: [], validatorUrl: null, deepLinking: false });
}
