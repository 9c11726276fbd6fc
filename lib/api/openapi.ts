import { z } from 'zod';
import { SESSION_COOKIE_NAMES } from '@/lib/cookie-names';
import { NEXT_STEPS } from '@/lib/terms/next-step';
import { CONTRACT_GROUPS } from './contracts';
import type { ApiContract } from './contracts/contract';
import { ACCESS_TOKEN_MISMATCH, CLIENT_TOKEN_HEADER } from './envelope';

type JsonSchema = Record<string, unknown>;

/**
 * Request schemas are described as a client writes them (`io: 'input'`: before transforms and defaults), answers as
 * the server sends them. Nothing in them is unrepresentable today; 'any' keeps a future refine from breaking the build.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

const ERRORS: Record<string, string> = {
  '400': 'A parameter is not valid (`data.fieldErrors` names it), the JSON is malformed, or a required header is missing.',
  '401': `No session, a pending one where a full one is needed, or the reverse. A superseded session answers the message "${ACCESS_TOKEN_MISMATCH}", on which the legacy client signs out.`,
  '403':
    'The client token is missing or wrong, a write came from another site, the account owes its security step (2FA setup), or the caller may not do this (`data.nextStep` names what lifts a refusal of the level or an operator block).',
  '404': "Not found, or not the caller's (another customer's record answers the same).",
  '409': 'In conflict with the current state (taken, already done, a request with this Idempotency-Key still running).',
  '413': 'The body is larger than the call accepts.',
  '422': 'A body field is not valid; `data.fieldErrors` maps each field to its translated message.',
  '429': 'Too many attempts; the Retry-After header says when to try again.',
  '503': 'Temporarily unavailable (never a 500: an unexpected failure is logged and answered so).',
};

const DESCRIPTION = `The ${'`'}{code, message, data}${'`'} envelope of the legacy contract: \`code\` is "200" on success and the HTTP status as a string on a
refusal, \`message\` is translated into the request's language (\`lang\` header or the locale cookie), and \`data\` is a JSON document
encrypted with a passphrase the client knows (crypto-js passphrase AES: base64 of "Salted__", an 8-byte salt and AES-256-CBC). Each
answer's decrypted shape is its \`data\` schema (\`contentSchema\`). Every call carries the \`${CLIENT_TOKEN_HEADER}\` header unless it says
otherwise; a signed-in call carries the session cookie (browsers) or \`accesstoken: Bearer …\` (the legacy app). Writes from a browser
must come from this origin.`;

const envelopeSchema = (data: JsonSchema) => ({
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: {
    code: { type: 'string', examples: ['200'] },
    message: { type: 'string' },
    data: {
      oneOf: [
        {
          type: 'string',
          description: 'Encrypted JSON; decrypted, it is `contentSchema`.',
          contentEncoding: 'base64',
          contentMediaType: 'application/json',
          contentSchema: data,
        },
        { type: 'null' },
      ],
    },
  },
});

const errorResponse = (description: string) => ({
  description,
  content: {
    'application/json': {
      schema: envelopeSchema({ $ref: '#/components/schemas/Refusal' }),
    },
  },
});

function parametersOf(schema: z.ZodType | undefined, location: 'path' | 'query') {
  if (!schema) return [];
  const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(object.properties ?? {}).map(([name, property]) => ({
    name,
    in: location,
    required: location === 'path' || (object.required ?? []).includes(name),
    schema: property,
  }));
}

/** The path's parameters: as the contract's schema reads them, or (the catch-all, which reads none) any text. */
function pathParametersOf(contract: ApiContract) {
  const described = parametersOf(contract.params, 'path');
  const undescribed = [...contract.path.matchAll(/\{(\w+)\}/g)]
    .map(([, name]) => name)
    .filter((name) => !described.some((parameter) => parameter.name === name))
    .map((name) => ({ name, in: 'path', required: true, schema: { type: 'string' } }));
  return [...described, ...undescribed];
}

function requestBodyOf(contract: ApiContract) {
  if (contract.body) return { required: true, content: { 'application/json': { schema: jsonSchema(contract.body, 'input') } } };
  if (!contract.form) return undefined;
  const fields = contract.form.fields
    ? (jsonSchema(contract.form.fields, 'input') as { properties?: JsonSchema; required?: string[] })
    : {};
  const binary = { type: 'string', format: 'binary' };
  const files = Object.fromEntries(
    Object.entries(contract.form.files).map(([name, count]) => [
      name,
      count === 'one' ? binary : { type: 'array', items: binary, maxItems: 3 },
    ]),
  );
  return {
    required: true,
    content: {
      'multipart/form-data': {
        schema: { type: 'object', properties: { ...fields.properties, ...files }, required: fields.required ?? [] },
      },
    },
  };
}

function successOf(contract: ApiContract, operationId: string, schemas: Record<string, JsonSchema>) {
  const answer = contract.answer;
  switch (answer.kind) {
    case 'envelope': {
      const name = `${operationId.charAt(0).toUpperCase()}${operationId.slice(1)}Data`;
      schemas[name] = jsonSchema(answer.data, 'output');
      return {
        '200': {
          description: `The envelope; \`data\` decrypts to ${name}.`,
          content: { 'application/json': { schema: envelopeSchema({ $ref: `#/components/schemas/${name}` }) } },
        },
      };
    }
    case 'json':
      return {
        '200': { description: 'Bare JSON, no envelope.', content: { 'application/json': { schema: jsonSchema(answer.schema, 'output') } } },
      };
    case 'file':
      return {
        '200': {
          description: answer.description,
          content: Object.fromEntries(answer.contentTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }])),
        },
      };
    case 'redirect':
      return { '302': { description: answer.description, headers: { Location: { schema: { type: 'string' } } } } };
  }
}

function securityOf(contract: ApiContract) {
  const token = contract.clientToken === false ? {} : { clientToken: [] };
  const auth = contract.auth ?? 'session';
  if (auth === 'none') return [token];
  const signedIn = [
    { ...token, sessionCookie: [] },
    { ...token, accessToken: [] },
  ];
  return auth === 'optional' ? [...signedIn, token] : signedIn;
}

function refusalsOf(contract: ApiContract) {
  const statuses = new Set(['503']);
  if (contract.params || contract.query) statuses.add('400');
  if (contract.body || contract.form) statuses.add('422');
  if (contract.auth !== 'none' && contract.auth !== 'optional') statuses.add('401');
  if (contract.clientToken !== false || contract.method !== 'GET' || contract.auth !== 'none') statuses.add('403');
  if (contract.idempotencyKey) statuses.add('409').add('400');
  return Object.fromEntries([...statuses].sort().map((status) => [status, { $ref: `#/components/responses/Error${status}` }]));
}

/** The OpenAPI 3.1 document of every contract. */
export function buildOpenApiDocument(version: string) {
  const schemas: Record<string, JsonSchema> = {
    Refusal: {
      description: 'The decrypted `data` of a refusal, when fields were refused or a step lifts it.',
      type: 'object',
      properties: {
        fieldErrors: { type: 'object', additionalProperties: { type: 'string' } },
        nextStep: {
          type: 'string',
          enum: [...NEXT_STEPS],
          description:
            'What lifts a refusal of the level or an operator block: complete the profile (level 1), verify identity (level 2 and up), or contact support.',
        },
      },
    },
  };
  const paths: Record<string, Record<string, unknown>> = {};
  for (const [tag, contracts] of Object.entries(CONTRACT_GROUPS)) {
    for (const [operationId, contract] of Object.entries(contracts)) {
      const idempotency = contract.idempotencyKey
        ? [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: true,
              description: 'A retry with the same key is answered from the first call.',
              schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
            },
          ]
        : [];
      const parameters = [...pathParametersOf(contract), ...parametersOf(contract.query, 'query'), ...idempotency];
      (paths[contract.path] ??= {})[contract.method.toLowerCase()] = {
        operationId,
        tags: [tag],
        summary: contract.summary,
        ...(contract.duringSecurityStep ? { description: 'Answers also while the account owes its security step (2FA setup).' } : {}),
        ...(contract.duringUserInfoStep ? { description: 'Answers also while the account owes its details (/userinfo).' } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(requestBodyOf(contract) ? { requestBody: requestBodyOf(contract) } : {}),
        security: securityOf(contract),
        responses: { ...successOf(contract, operationId, schemas), ...refusalsOf(contract) },
      };
    }
  }
  const [hostOnlyCookie] = SESSION_COOKIE_NAMES;
  return {
    openapi: '3.1.0' as const,
    info: { title: 'Kryptomat API', version, description: DESCRIPTION },
    tags: Object.keys(CONTRACT_GROUPS).map((name) => ({ name })),
    paths,
    components: {
      schemas,
      responses: Object.fromEntries(Object.entries(ERRORS).map(([status, text]) => [`Error${status}`, errorResponse(text)])),
      securitySchemes: {
        clientToken: { type: 'apiKey', in: 'header', name: CLIENT_TOKEN_HEADER, description: 'The product client token.' },
        sessionCookie: {
          type: 'apiKey',
          in: 'cookie',
          name: hostOnlyCookie,
          description: `The browser's HttpOnly session cookie (named ${SESSION_COOKIE_NAMES.join(' or ')} on plain-HTTP localhost), set by sign-in.`,
        },
        accessToken: {
          type: 'apiKey',
          in: 'header',
          name: 'accesstoken',
          description: 'The legacy app\'s session: "Bearer <accesstoken>" from sign-in.',
        },
      },
    },
  };
}
