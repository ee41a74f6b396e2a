package renderparity

import java.security.MessageDigest

/**
 * SHA-256 (FIPS 180-4), for a vocabulary's content hash (spec/vocabulary.md §5): the same digest
 * `sha256sum` prints. Twin of `ContentHash.swift`, which computes it by hand because the Swift
 * core has no Foundation; the JVM has `MessageDigest`, which every JDK provides.
 */
internal object ContentHash {
    /** The digest of `bytes` as 64 lowercase hex digits. */
    fun sha256(bytes: ByteArray): String {
        val digest = MessageDigest.getInstance("SHA-256").digest(bytes)
        val text = StringBuilder(64)
        for (byte in digest) {
            val value = byte.toInt() and 0xFF
            text.append(HEX[value shr 4]).append(HEX[value and 0xF])
        }
        return text.toString()
    }

    private const val HEX = "0123456789abcdef"
}
