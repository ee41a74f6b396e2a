import Testing

@testable import RenderParity
@testable import RenderParityText

/// `HugePageAdvice` only ever names whole 2 MiB pages inside the buffer, and changes no byte.
struct HugePageAdviceTests {
    static let page = UInt(HugePageAdvice.hugePageBytes)

    @Test func anAlignedBufferIsAdvisedWhole() {
        #expect(
            HugePageAdvice.hugePageSpan(start: 4 * Self.page, byteCount: 3 * Int(Self.page)) == 4 * Self.page..<7
                * Self.page)
    }

    /// The partial pages at either end may hold other allocations: they are left out.
    @Test func partialPagesAtEitherEndAreLeftOut() {
        let start = 4 * Self.page + 4_096
        #expect(
            HugePageAdvice.hugePageSpan(start: start, byteCount: 3 * Int(Self.page)) == 5 * Self.page..<7 * Self.page)
        #expect(
            HugePageAdvice.hugePageSpan(start: start, byteCount: 3 * Int(Self.page) - 8_192) == 5 * Self.page..<6
                * Self.page)
    }

    @Test func aBufferWithNoWholePageIsNotAdvised() {
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page + 1, byteCount: Int(Self.page)) == nil)
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page, byteCount: Int(Self.page) - 1) == nil)
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page, byteCount: 0) == nil)
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page, byteCount: -1) == nil)
    }

    @Test func aSpanReachingPastTheAddressSpaceIsNotAdvised() {
        #expect(HugePageAdvice.hugePageSpan(start: UInt.max - 100, byteCount: 4 * Int(Self.page)) == nil)
    }

    /// A buffer past the threshold has the capacity asked for, and what is written to it reads back.
    @Test func anAdvisedArrayKeepsItsCapacityAndContents() {
        var array: [UInt64] = []
        HugePageAdvice.reserve(HugePageAdvice.minimumBytes / 8 + 1_000, in: &array)
        let capacity = array.capacity
        #expect(capacity >= HugePageAdvice.minimumBytes / 8 + 1_000)
        #expect(array.isEmpty)
        for index in 0..<capacity { array.append(UInt64(index) &* 0x9E37_79B9_7F4A_7C15) }
        #expect(array.capacity == capacity)
        #expect(array.indices.allSatisfy { array[$0] == UInt64($0) &* 0x9E37_79B9_7F4A_7C15 })
    }
}
