/** The part of Swagger UI's options the API reference page uses (swagger-ui-dist ships no types). */
declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  interface SwaggerUIOptions {
    domNode: HTMLElement;
    url: string;
    supportedSubmitMethods: string[];
    validatorUrl: string | null;
    deepLinking: boolean;
  }
  const SwaggerUI: (options: SwaggerUIOptions) => unknown;
  export default SwaggerUI;
}
