import { z } from 'zod';

/**
 * 'session' needs a fully signed-in session; 'pending' one that still owes a step (the 2FA or contact-code
 * step of sign-in, nothing else); 'none' is for sign-in, sign-up and public forms; 'optional' for the public
 * forms a signed-in customer may also use (the orders): the session when the caller has a full one, else none.
 */
export type Auth = 'none' | 'optional' | 'session' | 'pending';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a successful call answers. Most answer in the legacy envelope, whose `data` is the encrypted JSON that
 * `data` describes once decrypted; the rest are a file, a redirect, or (health) bare JSON.
 */
export type Answer =
  | { kind: 'envelope'; data: z.ZodType }
  | { kind: 'file'; contentTypes: readonly string[]; description: string }
  | { kind: 'redirect'; description: string }
  | { kind: 'json'; schema: z.ZodType };

/** A multipart/form-data body: its text fields (zod, parsed by the handler) and its file fields. */
interface MultipartForm {
  fields?: z.ZodType;
  files: Record<string, 'one' | 'many'>;
}

/** One API route, as its handler serves it and the browser client and the OpenAPI document describe it. */
export interface ApiContract {
  method: Method;
  /** OpenAPI style: `/api/user/v1/viewuser/{u_id}`. */
  path: string;
  summary: string;
  /** Default 'session'. */
  auth?: Auth;
  /**
   * Whether the call answers a session that owes the forced security step (spec section 4: a migrated account must
   * set up 2FA first). Only what that step needs does: its setup, the polled calls the frame's check reads, the own
   * picture. Every other call is refused (403), so the step cannot be skipped through the API.
   */
  duringSecurityStep?: 'allowed';
  /** Whether the call answers an account a social sign-in opened before /userinfo has its details: only that save does. */
  duringUserInfoStep?: 'allowed';
  /** The product client token is required on every call of the legacy contract (default true). */
  clientToken?: boolean;
  /** Calls that move money carry an Idempotency-Key header: a retry with the same key is answered from the first call. */
  idempotencyKey?: true;
  params?: z.ZodType;
  /** The URL's search parameters (one value each), for a GET that is addressed by its query (a download). */
  query?: z.ZodType;
  /** A JSON body; without it the body is left unread, for handlers that take multipart (`form`). */
  body?: z.ZodType;
  form?: MultipartForm;
  answer: Answer;
}

/** Keeps the contract's literal types (auth, schemas) for the handler and the client to infer from. */
export const defineContract = <const C extends ApiContract>(contract: C): C => contract;

export const envelope = <S extends z.ZodType>(data: S) => ({ kind: 'envelope' as const, data });

export const file = (contentTypes: readonly string[], description: string) => ({ kind: 'file' as const, contentTypes, description });

export const redirect = (description: string) => ({ kind: 'redirect' as const, description });

/** The decrypted `data` a contract answers; a file or redirect is a Response the handler builds. */
export type AnswerInput<C extends ApiContract> = C['answer'] extends { kind: 'envelope'; data: infer S extends z.ZodType }
  ? z.input<S>
  : Response;

export type AnswerOutput<C extends ApiContract> = C['answer'] extends { kind: 'envelope'; data: infer S extends z.ZodType }
  ? z.output<S>
  : never;

/** The parsed value of a contract's schema, or undefined where the contract has none. */
export type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
