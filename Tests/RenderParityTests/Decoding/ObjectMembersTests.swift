import Testing

@testable import RenderParity

/// `ObjectMembers` finds a member the same way however it is asked: through its vectors (the
/// subscript), lane by lane (`laneByLane`, for a lookup just after gathering), or noted while
/// gathering (`gather(_:in:noting:)`), for objects of every size, past the 16 inline lanes too,
/// with members the vocabulary does not name among them.
struct ObjectMembersTests {
    @Test func everyWayOfFindingAMemberAgrees() {
        var random = SplitMixForTests(seed: 23)
        let vocabulary = Vocabulary.builtin
        let names = vocabulary.nameTexts
        for round in 0..<400 {
            var chosen = names.shuffled(using: &random).prefix(Int(random.next() % UInt64(names.count + 1)))
            if round % 3 == 0 { chosen.append("unknown\(round)") }
            let members = chosen.enumerated().map { #""\#($1)": \#($0)"# }.joined(separator: ", ")
            guard
                case .success(let document) = JSONReader.read(Array("{\(members)}".utf8), recognising: vocabulary.names)
            else {
                Issue.record("the test's object does not read")
                return
            }
            document.withTape { tape in
                var gathered = ObjectMembers()
                gathered.gather(tape.root, in: tape)
                var noting = ObjectMembers()
                let noted = noting.gather(tape.root, in: tape, noting: vocabulary.typeKey)
                #expect(noted == gathered[vocabulary.typeKey])
                for index in names.indices {
                    let field = FieldID(index)
                    #expect(gathered.laneByLane(field) == gathered[field], "\(names[index]) among \(chosen)")
                    #expect(noting[field] == gathered[field])
                    #expect(gathered[field] == tape.member(tape.root, field))
                }
            }
        }
    }
}
