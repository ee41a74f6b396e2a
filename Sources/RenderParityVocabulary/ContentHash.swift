import RenderParityJSON
import RenderParityText

/// SHA-256 (FIPS 180-4), for a vocabulary's content hash (spec/vocabulary.md §5): the same
/// digest `sha256sum` prints, which every port computes with its platform's own.
///
/// Here because the core has no Foundation (and so no CryptoKit); a vocabulary is hashed once
/// when it is loaded, so this is written for clarity, but it was a fifth of a load: the whole
/// chunks are read in place rather than copied, and the rounds are unrolled by eight.
enum ContentHash {
    /// The digest of `bytes` as 64 lowercase hex digits.
    static func sha256(_ bytes: [UInt8]) -> String {
        var state: [UInt32] = [
            0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
        ]
        // The whole chunks are read where they lie; only the last one or two, with the padding,
        // are copied (copying the file and appending the padding a byte at a time cost a fifth).
        let whole = bytes.count / 64 * 64
        var tail = Array(bytes[whole...])
        tail.append(0x80)
        tail += [UInt8](repeating: 0, count: (119 - bytes.count % 64) % 64)
        let bitLength = UInt64(bytes.count) &* 8
        for shift in stride(from: 56, through: 0, by: -8) {
            tail.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        var words = [UInt32](repeating: 0, count: 64)
        words.withUnsafeMutableBufferPointer { words in
            state.withUnsafeMutableBufferPointer { state in
                bytes.withUnsafeBufferPointer { bytes in
                    for chunk in stride(from: 0, to: whole, by: 64) {
                        compress(UnsafeBufferPointer(rebasing: bytes[chunk..<chunk + 64]), into: state, words: words)
                    }
                }
                tail.withUnsafeBufferPointer { tail in
                    for chunk in stride(from: 0, to: tail.count, by: 64) {
                        compress(UnsafeBufferPointer(rebasing: tail[chunk..<chunk + 64]), into: state, words: words)
                    }
                }
            }
        }
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        for word in state {
            for shift in stride(from: 28, through: 0, by: -4) { text.append(digits[Int(word >> UInt32(shift) & 0xF)]) }
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// One 64-byte chunk into `state`; `words` is the message schedule's room (64 words).
    private static func compress(
        _ chunk: UnsafeBufferPointer<UInt8>, into state: UnsafeMutableBufferPointer<UInt32>,
        words: UnsafeMutableBufferPointer<UInt32>
    ) {
        for index in 0..<16 {
            let offset = 4 * index
            words[index] =
                UInt32(chunk[offset]) << 24 | UInt32(chunk[offset + 1]) << 16 | UInt32(chunk[offset + 2]) << 8
                | UInt32(chunk[offset + 3])
        }
        for index in 16..<64 {
            let early = words[index - 15]
            let late = words[index - 2]
            let s0 = rotate(rotate(early, 11) ^ early, 7) ^ (early >> 3)  // early ⋙ 7 ^ early ⋙ 18 ^ early >> 3
            let s1 = rotate(rotate(late, 2) ^ late, 17) ^ (late >> 10)  // late ⋙ 17 ^ late ⋙ 19 ^ late >> 10
            words[index] = words[index - 16] &+ s0 &+ words[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        // Eight rounds a pass, each naming the working variables one place further on, so the
        // compiler renames registers instead of moving all eight every round (with the
        // rotations below, 4,300 → 3,150 instructions a chunk).
        roundConstants.withUnsafeBufferPointer { constants in
            for index in stride(from: 0, to: 64, by: 8) {
                round(a, b, c, &d, e, f, g, &h, constants[index] &+ words[index])
                round(h, a, b, &c, d, e, f, &g, constants[index + 1] &+ words[index + 1])
                round(g, h, a, &b, c, d, e, &f, constants[index + 2] &+ words[index + 2])
                round(f, g, h, &a, b, c, d, &e, constants[index + 3] &+ words[index + 3])
                round(e, f, g, &h, a, b, c, &d, constants[index + 4] &+ words[index + 4])
                round(d, e, f, &g, h, a, b, &c, constants[index + 5] &+ words[index + 5])
                round(c, d, e, &f, g, h, a, &b, constants[index + 6] &+ words[index + 6])
                round(b, c, d, &e, f, g, h, &a, constants[index + 7] &+ words[index + 7])
            }
        }
        state[0] &+= a
        state[1] &+= b
        state[2] &+= c
        state[3] &+= d
        state[4] &+= e
        state[5] &+= f
        state[6] &+= g
        state[7] &+= h
    }

    /// One round: `d` and `h` are the two variables it changes; the next round names the new `h`
    /// as its `a` (FIPS 180-4 §6.2.2, step 3, with the variables' shift left to the caller).
    @inline(__always)
    private static func round(
        _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32, _ e: UInt32, _ f: UInt32, _ g: UInt32,
        _ h: inout UInt32, _ constantAndWord: UInt32
    ) {
        // Σ1(e) = e ⋙ 6 ^ e ⋙ 11 ^ e ⋙ 25 and Σ0(a) = a ⋙ 2 ^ a ⋙ 13 ^ a ⋙ 22, each rotation
        // applied to what the one before made, so `e` and `a` are copied once, not three times.
        let sum1 = rotate(rotate(rotate(e, 14) ^ e, 5) ^ e, 6)
        let choice = g ^ (e & (f ^ g))  // (e & f) ^ (~e & g), one operation fewer
        let temporary1 = h &+ sum1 &+ choice &+ constantAndWord
        let sum0 = rotate(rotate(rotate(a, 9) ^ a, 11) ^ a, 2)
        let majority = (a & b) | (c & (a | b))  // (a & b) ^ (a & c) ^ (b & c), likewise
        d &+= temporary1
        h = temporary1 &+ sum0 &+ majority
    }

    private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 { value >> count | value << (32 - count) }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
