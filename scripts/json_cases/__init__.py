"""The reader conformance corpus, one module per part of spec §1.1–1.2 (see generate-json-cases.py)."""
