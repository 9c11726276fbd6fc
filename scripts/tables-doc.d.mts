/** A table the schema declares, in the file named after its owning domain (lib/server/<owner>). */
export interface SchemaTable {
  /** Its name in TypeScript, `feeRules`. */
  name: string;
  /** Its name in SQL, `fee_rules`. */
  sqlName: string;
  /** Its schema file, `lib/server/db/schema/pricing.ts`. */
  file: string;
  /** The domain that owns it: the schema file's name, `pricing`. */
  owner: string;
  /** The first sentence of its doc comment. */
  summary: string;
}

export const DOC: string;
export function schemaTables(root?: string): SchemaTable[];
export function tablesDoc(root?: string): string;
