/** Types of the parts of @adobe/structured-data-validator (plain JavaScript) that tests/seo uses. */
declare module "@adobe/structured-data-validator" {
  export interface ValidationResult {
    rootType: string;
    dataFormat: string;
    issueMessage: string;
    severity: "ERROR" | "WARNING";
    fieldNames?: string[];
  }
  export default class Validator {
    constructor(schemaOrgJson: { "@graph": unknown[] });
    validate(data: { jsonld: Record<string, unknown[]>; microdata: Record<string, unknown[]>; rdfa: Record<string, unknown[]> }): Promise<ValidationResult[]>;
  }
}
