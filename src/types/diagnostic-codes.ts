/* Generated from schemas/ by `npm run types`. Do not edit by hand. */

/**
 * The registry of diagnostic codes (schemas/diagnostic-codes.json).
 */
export interface DiagnosticCodes {
  $schema?: string;
  description?: string;
  /**
   * @minItems 1
   */
  codes: DiagnosticCodeEntry[];
}
export interface DiagnosticCodeEntry {
  /**
   * The stable, kebab-case code.
   */
  code: string;
  severity: 'error' | 'warning';
  /**
   * The stage that reports it; a value refused at a stage is not checked by later ones.
   */
  precedence: number;
  /**
   * One sentence: what the code says is wrong.
   */
  meaning: string;
}
