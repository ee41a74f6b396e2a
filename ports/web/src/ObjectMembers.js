// The members of one JSON object as the decoder reads them: by name, and whether any of them
// is not one the decoder allows. Twin of Sources/RenderParityDecoding/ObjectMembers.swift,
// which gathers the vocabulary's fields off the tape in one pass for speed; here the reader's
// `JSONObject` already holds its members by name, so this keeps the same interface over it.
import { JSONObject } from './JSONDocument.js';

export class ObjectMembers {
  constructor() {
    /** @type {JSONObject | null} */
    this.object = null;
  }

  /**
   * Holds the members of `object` (nothing when it is not an object).
   * @param {import('./JSONDocument.js').JSONValue} object
   */
  gather(object) {
    this.object = object instanceof JSONObject ? object : null;
  }

  /** Holds nothing: an absent props object. */
  clear() {
    this.object = null;
  }

  /**
   * The value of the member `name`, if the object has one.
   * @param {string} name
   * @returns {import('./JSONDocument.js').JSONValue | undefined}
   */
  get(name) {
    return this.object === null ? undefined : this.object.member(name);
  }

  /**
   * Whether the object has a member that `allows` rejects (reported as unknown, §2.3).
   * @param {(name: string) => boolean} allows
   * @returns {boolean}
   */
  hasUnknownMembers(allows) {
    return this.object !== null && this.object.members.some((member) => !allows(member.name));
  }
}
