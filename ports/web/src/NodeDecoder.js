// The one walk over a read document that applies a vocabulary's rules (spec/render-snapshot.md
// §2) and reports what it decided to a `NodeConsumer`. The rules come from the vocabulary's
// rows (the built-in DSL's from spec/dsl-nodes.json, or a team's file), not from code per node
// type. Twin of Sources/RenderParityDecoding/NodeDecoder.swift; field values and reporting are
// in NodeDecoder+Fields.js, the base class.
//
// Each node is first *checked* (§2.2: an object, a string type, its required fields in row
// order, the first failure winning; a required child node must itself pass), then *written*:
// its optional fields are resolved (§2.3), the consumer is told, and what it holds follows one
// level deeper. Checking never descends into arrays of nodes, whose failing elements are only
// dropped; a card's child, already checked with the card, is written without checking it again.
// Failures are returned as values. Recursion is bounded: the reader has refused anything nested
// deeper than 256.
import { JSONObject, kindOf } from './JSONDocument.js';
import { CheckedNodes, UNKNOWN_TYPE } from './CheckedNodes.js';
import { ObjectMembers } from './ObjectMembers.js';
import { NodeDecoderFields, jsonKind } from './NodeDecoder+Fields.js';
import { Messages } from './generated/messages.js';

/**
 * @typedef {import('./JSONDocument.js').JSONValue} JSONValue
 * @typedef {import('./FieldSpec.js').FieldSpec} FieldSpec
 * @typedef {import('./NodeSpec.js').NodeSpec} NodeSpec
 * @typedef {import('./NodeConsumer.js').NodeConsumer} NodeConsumer
 * @typedef {import('./DecodeFailure.js').DecodeFailure} DecodeFailure
 */

/** A node as checking found it: its members, its props' members (spec/vocabulary.md §2), and its row (null: an unknown type). */
export class Shape {
  constructor() {
    /** @type {NodeSpec | null} */
    this.spec = null;
    this.typeName = '';
    this.members = new ObjectMembers();
    this.props = new ObjectMembers();
    /** @type {JSONObject | null} the props object, when the vocabulary has props and the node has them */
    this.propsObject = null;
  }

  /**
   * The value of `field`, from the node or its props, as the field says.
   * @param {FieldSpec} field
   * @returns {JSONValue | undefined}
   */
  value(field) {
    return field.inProps ? this.props.get(field.name) : this.members.get(field.name);
  }
}

export class NodeDecoder extends NodeDecoderFields {
  /** @param {import('./Vocabulary.js').Vocabulary} vocabulary */
  constructor(vocabulary) {
    super(vocabulary);
    /** The nodes `check` passed, and their rows, so writing them neither checks nor matches their type again. */
    this.checked = new CheckedNodes();
  }

  // Decoding

  /**
   * Decodes `value` as a root (§1.3): its failure is returned, and nothing was told to the
   * consumer; otherwise the whole tree was.
   * @param {JSONValue} value
   * @param {NodeConsumer} consumer
   * @returns {DecodeFailure | null}
   */
  decodeRoot(value, consumer) {
    const shape = new Shape();
    const failure = this.check(value, shape);
    if (failure !== null) return failure;
    this.write(shape, value, 0, false, consumer);
    return null;
  }

  // Checking (§2.2)

  /**
   * Fills `shape` and returns null when the node `value` decodes; otherwise why not.
   * @param {JSONValue} value
   * @param {Shape} shape
   * @returns {DecodeFailure | null}
   */
  check(value, shape) {
    if (!(value instanceof JSONObject)) return this.failure({ kind: 'notAnObject', found: kindOf(value) });
    shape.members.gather(value);
    const type = shape.members.get(this.typeKey);
    if (type === undefined || type === null) return this.failure({ kind: 'missingField', expected: Messages.Decoding.expectedNodeType }, this.typeKey);
    if (typeof type !== 'string') {
      return this.failure({ kind: 'wrongType', expected: Messages.Decoding.expectedNodeType, found: kindOf(type) }, this.typeKey);
    }
    shape.typeName = type;
    const position = this.vocabulary.types.get(type);
    const spec = position === undefined ? null : this.vocabulary.row(position);
    if (position === undefined || spec === null) {
      shape.spec = null;
      this.checked.passed(value, null);
      return null;
    }
    shape.spec = spec;
    if (this.propsKey !== null) {
      const failure = this.gatherProps(shape, this.propsKey);
      if (failure !== null) return failure;
    }
    for (const field of spec.fields) {
      if (!field.required) continue;
      const failure = this.checkRequired(field, shape.value(field));
      if (failure !== null) return failure;
    }
    this.checked.passed(value, position);
    return null;
  }

  /**
   * The props object's members (spec/vocabulary.md §2): absent or null leaves every props field
   * absent; anything but an object fails the node.
   * @param {Shape} shape
   * @param {string} key
   * @returns {DecodeFailure | null}
   */
  gatherProps(shape, key) {
    const props = shape.members.get(key);
    if (props === undefined || props === null) {
      shape.propsObject = null;
      shape.props.clear();
      return null;
    }
    if (!(props instanceof JSONObject)) return this.failure({ kind: 'wrongType', expected: Messages.Decoding.expectedObject, found: kindOf(props) }, key);
    shape.propsObject = props;
    shape.props.gather(props);
    return null;
  }

  /**
   * A required field: present, not null, of its JSON type; an enumeration's case; a node that
   * decodes; records whose required fields all decode (§2.2).
   * @param {FieldSpec} field
   * @param {JSONValue | undefined} member
   * @returns {DecodeFailure | null}
   */
  checkRequired(field, member) {
    if (member === undefined || member === null) return this.failure({ kind: 'missingField', expected: field.expected }, field);
    switch (field.kind) {
      case 'node': {
        const depth = this.path.length;
        this.append(field);
        const failure = this.check(member, new Shape());
        this.path.length = depth;
        return failure;
      }
      case 'records': {
        if (!Array.isArray(member)) return this.wrongType(field, member);
        const depth = this.path.length;
        this.append(field);
        try {
          const record = this.vocabulary.records[field.record];
          for (const [position, element] of member.entries()) {
            this.path.push(position);
            if (!(element instanceof JSONObject)) return this.failure({ kind: 'notAnObject', found: kindOf(element) });
            for (const recordField of record.fields) {
              if (!recordField.required) continue;
              const failure = this.checkRequired(recordField, element.member(recordField.name));
              if (failure !== null) return failure;
            }
            this.path.pop();
          }
          return null;
        } finally {
          this.path.length = depth;
        }
      }
      case 'enum':
        if (typeof member !== 'string') return this.wrongType(field, member);
        if (field.enumeration === null || !field.enumeration.index.has(member)) {
          return this.failure({ kind: 'invalidValue', value: member, allowed: [...(field.enumeration?.names ?? [])] }, field);
        }
        return null;
      default:
        return kindOf(member) === jsonKind(field) ? null : this.wrongType(field, member);
    }
  }

  /**
   * @param {FieldSpec} field
   * @param {JSONValue} value
   * @returns {DecodeFailure}
   */
  wrongType(field, value) {
    return this.failure({ kind: 'wrongType', expected: field.expected, found: kindOf(value) }, field);
  }

  /**
   * Steps into `field`: through the props object first when the field lives there.
   * @param {FieldSpec} field
   */
  append(field) {
    if (field.inProps && this.propsKey !== null) this.path.push(this.propsKey);
    this.path.push(field.name);
  }

  // Writing

  /**
   * Tells the consumer about a node that `check` passed, then about everything it holds.
   * @param {Shape} shape
   * @param {JSONValue} node
   * @param {number} depth
   * @param {boolean} weighted
   * @param {NodeConsumer} consumer
   */
  write(shape, node, depth, weighted, consumer) {
    const row = shape.spec;
    if (row === null) {
      if (consumer.wantsDiagnostics) this.report({ kind: 'unknownType', name: shape.typeName }, consumer, this.typeKey);
      consumer.unknown(shape.typeName, depth);
      return;
    }
    const fields = row.fields;
    /** @type {import('./NodeConsumer.js').ResolvedValue[]} */
    const values = [];
    let elements = 0;
    fields.forEach((field, position) => {
      const member = shape.value(field);
      const value = this.resolve(field, member, consumer);
      values.push(value);
      if (position === row.counted) {
        elements = this.count(field, value, member);
      } else if (field.kind === 'nodes' && Array.isArray(member)) {
        // An uncounted `nodes` field (spec/vocabulary.md §3.2: `count` is optional): its
        // elements are checked here, as counting checks them, or none would be written.
        this.renderable(member);
      }
    });
    if (consumer.wantsDiagnostics) this.reportUnknownMembersOfNode(shape, node, row, consumer);
    consumer.open(row, values, weighted, elements, depth);
    if (row.held !== null) {
      const field = fields[row.held];
      const held = shape.value(field);
      switch (field.kind) {
        case 'nodes':
          // An optional one of another JSON type holds nothing (its members are no elements).
          if (Array.isArray(held)) this.writeChildren(held, field, row.weightsChildren, depth + 1, consumer);
          break;
        case 'node':
          if (held !== undefined) this.writeChild(held, field, depth + 1, consumer);
          break;
        case 'records': {
          // Usable records only: `check` or `resolve` saw to it.
          const records = values[row.held];
          if (Array.isArray(records)) this.writeRecords(/** @type {JSONValue[]} */ (records), field, depth + 1, consumer);
          break;
        }
        case 'stringRows': {
          const rows = /** @type {string[][] | null} */ (values[row.held]);
          for (const cells of rows ?? []) consumer.row(cells, values, depth + 1);
          break;
        }
      }
    }
    consumer.close(row);
  }

  /**
   * The node a `node` field holds. A required one passed `check` with its parent. An optional
   * one is checked here: it is written when it decodes, and dropped and reported when it fails,
   * as a failing element of `children` is (§2.3).
   * @param {JSONValue} held
   * @param {FieldSpec} field
   * @param {number} depth
   * @param {NodeConsumer} consumer
   */
  writeChild(held, field, depth, consumer) {
    const child = new Shape();
    const saved = this.path.length;
    this.append(field);
    try {
      if (!this.reshape(held, child)) {
        if (field.required || !(held instanceof JSONObject)) return;
        const failure = this.check(held, child);
        if (failure !== null) {
          if (consumer.wantsDiagnostics) this.report({ kind: 'dropped', nodeType: this.nodeTypeName(held), failure }, consumer);
          return;
        }
      }
      this.write(child, held, depth, false, consumer);
    } finally {
      this.path.length = saved;
    }
  }

  /**
   * Each element that decodes, in order; one that fails is dropped and reported (§2.3).
   * @param {JSONValue[]} array
   * @param {FieldSpec} field
   * @param {boolean} weighting
   * @param {number} depth
   * @param {NodeConsumer} consumer
   */
  writeChildren(array, field, weighting, depth, consumer) {
    const saved = this.path.length;
    this.append(field);
    const child = new Shape();
    array.forEach((element, position) => {
      this.path.push(position);
      if (!this.reshape(element, child)) {
        const failure = consumer.wantsDiagnostics ? this.check(element, child) : null;
        if (failure !== null) this.report({ kind: 'dropped', nodeType: this.nodeTypeName(element), failure }, consumer);
      } else {
        const weighted = weighting && (child.spec?.weightedInHStack ?? false);
        this.write(child, element, depth, weighted, consumer);
      }
      this.path.pop();
    });
    this.path.length = saved;
  }

  /**
   * How many elements of `array` decode, i.e. render (§2.3: the others are dropped), found
   * before the line that states it is written, so no written line ever changes. `check`
   * records each one that decodes, so `writeChildren` does not check it again.
   * @param {JSONValue[]} array
   * @returns {number}
   */
  renderable(array) {
    const child = new Shape();
    return array.filter((element) => this.check(element, child) === null).length;
  }

  /**
   * The shape of a node `check` passed: its members and the row it found, without checking or
   * matching again. False for a node it did not pass.
   * @param {JSONValue} node
   * @param {Shape} shape
   * @returns {boolean}
   */
  reshape(node, shape) {
    const found = this.checked.found(node);
    if (found === undefined) return false;
    shape.members.gather(node);
    const type = shape.members.get(this.typeKey);
    shape.typeName = typeof type === 'string' ? type : '';
    shape.spec = found === UNKNOWN_TYPE ? null : this.vocabulary.row(found);
    // Passed: a props member that is there is an object.
    if (shape.spec !== null && this.propsKey !== null) this.gatherProps(shape, this.propsKey);
    return true;
  }

  /**
   * A records field's records: all decoded (`check` or `resolve` saw to it); their optional
   * fields resolve like a node's.
   * @param {JSONValue[]} array
   * @param {FieldSpec} field
   * @param {number} depth
   * @param {NodeConsumer} consumer
   */
  writeRecords(array, field, depth, consumer) {
    const record = this.vocabulary.records[field.record];
    const saved = this.path.length;
    this.append(field);
    const members = new ObjectMembers();
    /** @param {string} name */
    const allows = (name) => record.allows(name);
    array.forEach((element, position) => {
      this.path.push(position);
      members.gather(element);
      const values = record.fields.map((recordField) => this.resolve(recordField, members.get(recordField.name), consumer));
      if (consumer.wantsDiagnostics && members.hasUnknownMembers(allows)) this.reportUnknownMembers(element, allows, record.owner, consumer);
      consumer.record(record, values, depth);
      this.path.pop();
    });
    this.path.length = saved;
  }

  /**
   * How many elements of the counted field render (§3.1 counts).
   * @param {FieldSpec} field
   * @param {import('./NodeConsumer.js').ResolvedValue} value
   * @param {JSONValue | undefined} member
   * @returns {number}
   */
  count(field, value, member) {
    switch (field.kind) {
      case 'nodes': return Array.isArray(member) ? this.renderable(member) : 0;
      case 'records': return Array.isArray(value) ? value.length : 0;
      case 'stringRows': return Array.isArray(value) ? value.length : 0;
      default: return 0;
    }
  }
}
