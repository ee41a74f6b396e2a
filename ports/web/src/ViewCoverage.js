// Which node types the DOM renderer has a view for (Renderer.js): the built-in vocabulary's, as
// the built-in vocabulary defines them. A document of another vocabulary is decoded with it, and
// a node whose row is not a built-in one is drawn as a labelled placeholder instead; so is a
// snapshot's line of a type no loaded vocabulary defines (SnapshotView.js), with the same box.
import { builtinVocabulary } from './Vocabulary+Builtin.js';
import { setText } from './TextBreaking.js';

/** @type {WeakMap<import('./NodeSpec.js').NodeSpec, boolean>} */
const viewable = new WeakMap();

/**
 * Whether this renderer has a view for nodes of `spec`'s row: a type of the built-in
 * vocabulary whose row is the built-in one as the tree holds it (same fields, kinds, defaults
 * and cases). Another vocabulary may reuse a built-in type's name with other fields, which a
 * builder written for the built-in one would draw wrong.
 * @param {import('./NodeSpec.js').NodeSpec} spec
 * @returns {boolean}
 */
export function hasView(spec) {
  let known = viewable.get(spec);
  if (known === undefined) {
    const builtin = builtinVocabulary().rowOfType(spec.type);
    known = builtin !== null && rowSignature(builtin) === rowSignature(spec);
    viewable.set(spec, known);
  }
  return known;
}

/**
 * What a builder relies on in a row: everything but where a field is read from (the tree holds
 * values by name either way).
 * @param {import('./NodeSpec.js').NodeSpec} spec
 * @returns {string}
 */
function rowSignature(spec) {
  return JSON.stringify([spec.type, spec.line, spec.fillsWidth, spec.weightedInHStack, spec.weightsChildren,
    spec.fields.map((field) => [field.name, field.kind, field.required, field.attribute, field.absentWord, field.defaultNumber,
      field.hasDefault, field.defaultBoolean, field.minimum, field.maximum, field.enumeration?.names ?? null, field.defaultCase,
      field.count, field.record, field.isIcon])]);
}

/**
 * The labelled box drawn for a node of a type this renderer has no view for, naming its type:
 * the caller puts the nodes inside it in the box, so a reader sees what is not drawn and
 * nothing is lost. DOMWalker.js reads the type back from `.rp-placeholder-type`.
 * @param {string} typeName shown as text, never parsed as HTML
 * @param {Document} document
 * @returns {HTMLElement}
 */
export function placeholderView(typeName, document) {
  const view = document.createElement('div');
  view.className = 'rp-placeholder';
  view.dataset.rp = 'placeholder';
  view.setAttribute('role', 'group');
  const label = document.createElement('div');
  label.className = 'rp-placeholder-label';
  const type = document.createElement('code');
  type.className = 'rp-placeholder-type';
  setText(type, typeName);
  label.append('No web view for ', type);
  view.append(label);
  return view;
}
