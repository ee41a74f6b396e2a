package renderparity

import org.junit.Assert.assertArrayEquals
import org.junit.Assert.assertEquals
import org.junit.Assert.assertTrue
import org.junit.Assert.fail
import org.junit.Test
import renderparity.commands.CommandFailure
import renderparity.commands.FileBytes
import java.io.ByteArrayInputStream
import java.io.File
import java.io.RandomAccessFile
import java.nio.file.Files

/** `FileBytes`: reads stop at `--max-input-bytes` (spec §1.1); only regular files are read. */
class FileBytesTest {
    private fun temporaryFile(bytes: ByteArray): File {
        val file = Files.createTempFile("parity-filebytes", ".json").toFile()
        file.deleteOnExit()
        file.writeBytes(bytes)
        return file
    }

    private fun failureMessage(block: () -> Unit): String {
        try {
            block()
        } catch (failure: CommandFailure) {
            return failure.message ?: ""
        }
        fail("expected a CommandFailure")
        return ""
    }

    @Test
    fun readsAFileOfExactlyTheCap() {
        val bytes = ByteArray(10) { it.toByte() }
        assertArrayEquals(bytes, FileBytes.read(temporaryFile(bytes), 10))
    }

    @Test
    fun reportsAFileOverTheCapWithoutReadingIt() {
        val file = temporaryFile(ByteArray(10))
        assertEquals("$file: larger than 9 bytes; not read (see --max-input-bytes)", failureMessage { FileBytes.read(file, 9) })
    }

    /** Was an `OutOfMemoryError` with a stack trace. A sparse file: no disk used. */
    @Test
    fun reportsA2GiBFileAtTheDefaultCap() {
        val file = Files.createTempFile("parity-huge", ".json").toFile()
        try {
            RandomAccessFile(file, "rw").use { it.setLength((2L shl 30) + 1) }
            val message = failureMessage { FileBytes.read(file, FileBytes.DEFAULT_MAX_INPUT_BYTES) }
            assertEquals("$file: larger than 268435456 bytes; not read (see --max-input-bytes)", message)
        } finally {
            file.delete()
        }
    }

    @Test(timeout = 10_000)
    fun refusesDevicesAndFIFOsInsteadOfReadingForever() {
        assertTrue(failureMessage { FileBytes.read(File("/dev/zero"), 1 shl 20) }.endsWith("not a regular file (devices, FIFOs and sockets are not read)"))
        val folder = Files.createTempDirectory("parity-fifo").toFile()
        val fifo = File(folder, "golden.txt")
        try {
            assertEquals(0, ProcessBuilder("mkfifo", fifo.path).start().waitFor())
            assertTrue(failureMessage { FileBytes.read(fifo, 1 shl 20) }.endsWith("not a regular file (devices, FIFOs and sockets are not read)"))
        } finally {
            fifo.delete()
            folder.delete()
        }
    }

    @Test
    fun namesAMissingFileAndAFolder() {
        assertEquals("/no/such/file.json: no such file", failureMessage { FileBytes.read(File("/no/such/file.json"), 10) })
        val folder = Files.createTempDirectory("parity-folder").toFile()
        try {
            assertEquals("$folder: is a directory, expected a file", failureMessage { FileBytes.read(folder, 10) })
        } finally {
            folder.delete()
        }
    }

    /** Standard input has no size to check first: the cap is found while reading, and growth keeps every byte. */
    @Test
    fun capsStandardInput() {
        val saved = System.`in`
        try {
            val bytes = ByteArray(200_000) { (it * 7).toByte() }
            System.setIn(ByteArrayInputStream(bytes))
            assertArrayEquals(bytes, FileBytes.readStandardInput(200_000))
            System.setIn(ByteArrayInputStream(bytes))
            assertEquals("<stdin>: larger than 199999 bytes; not read (see --max-input-bytes)",
                         failureMessage { FileBytes.readStandardInput(199_999) })
            System.setIn(ByteArrayInputStream(ByteArray(0)))
            assertArrayEquals(ByteArray(0), FileBytes.readStandardInput(0))
        } finally {
            System.setIn(saved)
        }
    }
}
