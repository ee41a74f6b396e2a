import Testing

@testable import RenderParity
@testable import RenderParityText

/// `HugePageAdvice` names the 2 MiB pages inside the buffer, and those that reach past it only by
/// its allocation's own overhead; it changes no byte.
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
        let slack = UInt(HugePageAdvice.allocationOverhead)
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page + slack + 1, byteCount: Int(Self.page)) == nil)
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page, byteCount: Int(Self.page - slack) - 1) == nil)
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page, byteCount: 0) == nil)
        #expect(HugePageAdvice.hugePageSpan(start: 4 * Self.page, byteCount: -1) == nil)
    }

    /// An array sized by `wholePageCapacity` starts and ends within its allocation's overhead of a
    /// page boundary: those first and last pages are its own, and are advised too.
    @Test func pagesWithinTheAllocationsOverheadAreAdvised() {
        let slack = UInt(HugePageAdvice.allocationOverhead)
        #expect(
            HugePageAdvice.hugePageSpan(start: 4 * Self.page + 48, byteCount: 3 * Int(Self.page) - 96)
                == 4 * Self.page..<7 * Self.page)
        #expect(
            HugePageAdvice.hugePageSpan(start: 4 * Self.page + slack, byteCount: 3 * Int(Self.page) - 2 * Int(slack))
                == 4 * Self.page..<7 * Self.page)
        #expect(
            HugePageAdvice.hugePageSpan(start: 4 * Self.page + slack + 1, byteCount: 3 * Int(Self.page))
                == 5 * Self.page..<7 * Self.page)
    }

    /// Past the threshold, the capacity is at least what was asked and fills whole 2 MiB pages
    /// with the allocation's overhead; below it, or when the size overflows, it is what was asked.
    @Test(arguments: [1, 8, 24])
    func wholePageCapacityFillsWholePages(_ stride: Int) {
        let minimum = (HugePageAdvice.minimumBytes + stride - 1) / stride
        for count in [minimum, minimum + 1, minimum + 12_345, 3 * minimum - 7, 50_000_000 / stride] {
            let capacity = HugePageAdvice.wholePageCapacity(count, stride: stride)
            #expect(capacity >= count)
            let bytes = capacity * stride + HugePageAdvice.allocationOverhead
            #expect(bytes % Int(Self.page) < stride + 1 || Int(Self.page) - bytes % Int(Self.page) < stride)
            #expect(
                capacity * stride + HugePageAdvice.allocationOverhead
                    <= (count * stride + HugePageAdvice.allocationOverhead + Int(Self.page) - 1) / Int(Self.page)
                    * Int(Self.page))
        }
        #expect(HugePageAdvice.wholePageCapacity(minimum - 1, stride: stride) == minimum - 1)
        #expect(HugePageAdvice.wholePageCapacity(Int.max / 2 + 1, stride: stride) == Int.max / 2 + 1)
        #expect(HugePageAdvice.wholePageCapacity(-5, stride: stride) == -5)
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
