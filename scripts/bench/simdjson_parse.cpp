// The physical limit parity-bench compares `parity snapshot FILE` with: a whole process that
// reads FILE and parses it with simdjson's DOM parser (which validates the whole document,
// as RenderParity's reader does), and writes nothing but the count of tape words it built.
// Built by scripts/bench/simdjson-parse.sh against Debian's libsimdjson-dev.
#include <cstdio>
#include <simdjson.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        std::fprintf(stderr, "usage: simdjson-parse FILE\n");
        return 2;
    }
    simdjson::padded_string json;
    if (simdjson::padded_string::load(argv[1]).get(json)) {
        std::fprintf(stderr, "simdjson-parse: cannot read %s\n", argv[1]);
        return 2;
    }
    simdjson::dom::parser parser;
    simdjson::dom::element root;
    auto error = parser.parse(json).get(root);
    if (error) {
        std::fprintf(stderr, "simdjson-parse: %s: %s\n", argv[1], simdjson::error_message(error));
        return 1;
    }
    std::printf("%d\n", static_cast<int>(root.type()));
    return 0;
}
