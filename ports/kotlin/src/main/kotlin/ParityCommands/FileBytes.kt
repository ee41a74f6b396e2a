package renderparity.commands

import java.io.File
import java.io.IOException
import java.io.InputStream
import java.nio.file.Files
import java.nio.file.NoSuchFileException
import java.nio.file.attribute.BasicFileAttributes

/**
 * Reads whole inputs as bytes, at most `maxBytes` of them (spec §1.1: the CLI reads at most
 * `--max-input-bytes`, default 256 MiB, per file; a larger file is reported, not read).
 * Twin of the reading half of `Files/FileBytes.swift`.
 *
 * Why a cap: `Files.readAllBytes` on a 2 GiB file ended in an `OutOfMemoryError` with a
 * stack trace, and `/dev/zero` would never end. Every failure here is a `CommandFailure`:
 * one line that names the file, exit status 2.
 */
object FileBytes {
    const val DEFAULT_MAX_INPUT_BYTES: Long = 256L * 1024 * 1024

    /** The largest array a JVM allocates; inputs past it cannot be held whatever the cap. */
    private const val LARGEST_ARRAY: Long = Int.MAX_VALUE - 8L

    /** A regular file's bytes (symlinks resolved); devices, FIFOs and sockets are reported, not read. */
    fun read(file: File, maxBytes: Long): ByteArray {
        val limit = Math.min(maxBytes, LARGEST_ARRAY)
        val attributes = try {
            Files.readAttributes(file.toPath(), BasicFileAttributes::class.java)
        } catch (error: NoSuchFileException) {
            throw CommandFailure("$file: no such file")
        } catch (error: IOException) {
            throw CommandFailure("$file: cannot read: ${reason(error)}")
        }
        if (attributes.isDirectory) throw CommandFailure("$file: is a directory, expected a file")
        if (!attributes.isRegularFile) throw CommandFailure("$file: not a regular file (devices, FIFOs and sockets are not read)")
        if (attributes.size() > limit) throw tooLarge(file.toString(), limit)
        try {
            Files.newInputStream(file.toPath()).use { return readCapped(it, file.toString(), limit, attributes.size()) }
        } catch (error: IOException) {
            throw CommandFailure("$file: cannot read: ${reason(error)}")
        }
    }

    /** Standard input, read to its end or to the cap. */
    fun readStandardInput(maxBytes: Long): ByteArray = try {
        readCapped(System.`in`, "<stdin>", Math.min(maxBytes, LARGEST_ARRAY), 0)
    } catch (error: IOException) {
        throw CommandFailure("<stdin>: cannot read: ${reason(error)}")
    }

    /** Reads to the end; more than `limit` bytes is a failure, found without holding more than `limit`. */
    private fun readCapped(stream: InputStream, name: String, limit: Long, sizeHint: Long): ByteArray {
        var buffer = ByteArray(Math.min(limit, if (sizeHint > 0) sizeHint else 1L shl 16).toInt())
        var total = 0
        while (true) {
            if (total == buffer.size) {
                // Full: one more byte says whether the input ends here or is too large.
                val next = stream.read()
                if (next < 0) return buffer
                if (total >= limit) throw tooLarge(name, limit)
                buffer = buffer.copyOf(Math.min(limit, Math.max(2L * buffer.size, 1L shl 16)).toInt())
                buffer[total] = next.toByte()
                total += 1
                continue
            }
            val count = stream.read(buffer, total, buffer.size - total)
            if (count < 0) return if (total == buffer.size) buffer else buffer.copyOf(total)
            total += count
        }
    }

    private fun tooLarge(name: String, limit: Long): CommandFailure =
        CommandFailure("$name: larger than $limit bytes; not read (see --max-input-bytes)")

    private fun reason(error: IOException): String = error.message ?: error.javaClass.simpleName
}
