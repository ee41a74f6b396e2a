// Collects diagnostics and the icons a document uses, for a document whose tree nobody wants,
// in any vocabulary. Twin of Sources/RenderParityDecoding/DiagnosticsSink.swift.
import { NodeConsumer } from './NodeConsumer.js';

export class DiagnosticsSink extends NodeConsumer {
  constructor() {
    super();
    /** @type {import('./Diagnostic.js').Diagnostic[]} */
    this.diagnostics = [];
    /** @type {string[]} the SF Symbol names the document uses, in document order */
    this.icons = [];
  }

  get wantsDiagnostics() {
    return true;
  }

  /** @param {import('./Diagnostic.js').Diagnostic} diagnostic */
  report(diagnostic) {
    this.diagnostics.push(diagnostic);
  }

  /** @param {string} name */
  icon(name) {
    this.icons.push(name);
  }
}
