#!/usr/bin/env python3
"""Lists RxSwift's public API that MiniRx lacks, by comparing symbol graphs.

    dev/api-gaps.py RXSWIFT MINIRX_GRAPHS [--known FILE]
    dev/api-gaps.py --write-keys FILE RXSWIFT_GRAPHS

RXSWIFT is a directory of RxSwift's symbol graphs or a file of their keys, one per line,
as `--write-keys` writes it (`dev/rxswift-6.10-api.txt`, so that a machine without
RxSwift can compare).

Each public type's conformances are keys too (`conformance BehaviorRelay: ObservableType`):
one RxSwift declares is a gap where MiniRx lacks it, and a `Sendable` MiniRx adds to a type
RxSwift has is a gap the other way (`added: RxSwift's is not Sendable`).

A symbol is its kind, its path (`PrimitiveSequence.catchError(_:)`) and the constraints
of the extension that declares it (`Trait == SingleTrait`), so an operator kept on
`Observable` but missing on `Single` is a gap; and a path declared more often in RxSwift
than in MiniRx (an overload missing: `flatMapLatest` into an `Infallible`) is a gap too.
The keys file gives each overload's declaration after ` :: `, to read; parameter types
are not compared one by one (the same type is spelt many ways: `some P` or a generic,
`Maybe<E>` or `PrimitiveSequence<MaybeTrait, E>`). RxSwift's modules (RxSwift, RxRelay,
RxBlocking, RxTest, RxCocoa) are compared as one with MiniRx's (MiniRx, MiniRxBlocking,
MiniRxTest, MiniRxTestCore, MiniRxCocoa): where a declaration lives may differ, what an app can call may
not. The `file:line:column:` arguments MiniRx's mutable operators add (defaulted, for
`vmrepl mutate`'s locations) are not compared. Prints one gap per line, `MODULE KIND PATH [where CONSTRAINTS]`, sorted; with
`--known FILE`, prints only the gaps not listed there (each line of FILE: a gap as printed,
then ` — reason`) and the listed ones that are no longer gaps, and exits 1 if either.
"""
import json
import pathlib
import sys

RX_MODULES = {"RxSwift", "RxRelay", "RxBlocking", "RxTest", "RxCocoa"}
MINI_MODULES = {"MiniRx", "MiniRxBlocking", "MiniRxTest", "MiniRxTestCore", "MiniRxCocoa"}
RENAMED = {"RxSwift": "MiniRx", "RxRelay": "MiniRx", "RxBlocking": "MiniRxBlocking",
           "RxTest": "MiniRxTest", "RxCocoa": "MiniRxCocoa"}
# Types whose conformances are compared: each RxSwift conformance must be in MiniRx, and
# MiniRx may not make a type Sendable that RxSwift does not (a file that keeps one in a
# Sendable type would compile on MiniRx and fail on RxSwift).
TYPE_KINDS = {"swift.class", "swift.struct", "swift.enum"}
# Marker protocols every type has, or has with Sendable: not compared.
MARKERS = {"Copyable", "Escapable", "SendableMetatype", "BitwiseCopyable"}
# Conformances MiniRx may not add.
NOT_ADDED = {"Sendable"}
# Kinds an app can name or call.
KINDS = {"swift.class", "swift.struct", "swift.enum", "swift.protocol", "swift.typealias",
         "swift.enum.case", "swift.func", "swift.func.op", "swift.init", "swift.method",
         "swift.type.method", "swift.property", "swift.type.property", "swift.subscript",
         "swift.associatedtype", "swift.var", "swift.type.subscript"}


def constraint_text(constraints):
    parts = []
    for c in constraints or []:
        lhs, rhs = c.get("lhs", ""), c.get("rhs", "")
        # Generic parameter names differ between libraries (Self.Element, Element).
        lhs = lhs.replace("Self.", "")
        rhs = rhs.replace("Self.", "")
        for module in RX_MODULES | MINI_MODULES:
            rhs = rhs.replace(module + ".", "")
        operator = {"conformance": ":", "sameType": "==", "superclass": ":"}.get(c.get("kind"), "?")
        parts.append(f"{lhs} {operator} {rhs}")
    return ", ".join(sorted(parts))


def declaration(symbol):
    """A symbol's declaration in one line, without its modules' names."""
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    for module in RX_MODULES | MINI_MODULES:
        text = text.replace(module + ".", "")
    return " ".join(text.split())


def symbols(directory, modules):
    """Every public symbol's key, with the module that declares it; each type's
    ancestors (the protocols it conforms to, the classes it inherits from), by name; and
    each key's overloads' declarations."""
    found = {}
    overloads = {}
    names = {}
    parents = {}
    for path in sorted(pathlib.Path(directory).glob("*.symbols.json")):
        module = path.name.split(".")[0].split("@")[0]
        if module not in modules:
            continue
        graph = json.loads(path.read_text())
        for symbol in graph.get("symbols", []):
            names[symbol["identifier"]["precise"]] = ".".join(symbol["pathComponents"])
        for relation in graph.get("relationships", []):
            if relation["kind"] in ("conformsTo", "inheritsFrom"):
                target = relation.get("targetFallback") or relation["target"]
                parents.setdefault(relation["source"], set()).add(relation["target"])
                names.setdefault(relation["target"], target.split(".")[-1])
        types = {symbol["identifier"]["precise"]: ".".join(symbol["pathComponents"]) for symbol in graph.get("symbols", [])
                 if symbol.get("accessLevel") in ("public", "open") and symbol["kind"]["identifier"] in TYPE_KINDS
                 and not any(part.startswith("_") for part in symbol["pathComponents"])}
        for relation in graph.get("relationships", []):
            if relation["kind"] == "conformsTo" and relation["source"] in types:
                protocol = (relation.get("targetFallback") or names.get(relation["target"], relation["target"])).split(".")[-1]
                # The compiler's implicit markers, which graphs report for some types only.
                if protocol in MARKERS:
                    continue
                key = f"conformance {types[relation['source']]}: {protocol}"
                found.setdefault(key, module)
                overloads.setdefault(key, [key])
        for symbol in graph.get("symbols", []):
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            # A protocol extension's member repeated on each conforming type: the
            # extension's own symbol is compared.
            if "::SYNTHESIZED::" in symbol["identifier"]["precise"]:
                continue
            kind = symbol["kind"]["identifier"]
            if kind not in KINDS:
                continue
            if any(part.startswith("_") for part in symbol["pathComponents"]):
                continue
            # MiniRx's mutable operators take their caller's `file:line:column:` as
            # defaulted arguments (for `vmrepl mutate`): a call that compiles against
            # RxSwift compiles the same, so they are left out of the name compared.
            name = ".".join(symbol["pathComponents"]).replace("file:line:column:)", ")")
            where = constraint_text((symbol.get("swiftExtension") or {}).get("constraints"))
            key = f"{kind} {name}" + (f" where {where}" if where else "")
            found.setdefault(key, module)
            overloads.setdefault(key, []).append(declaration(symbol))
    ancestors = {}
    for source in parents:
        seen, stack = set(), list(parents[source])
        while stack:
            identifier = stack.pop()
            if identifier in seen:
                continue
            seen.add(identifier)
            stack.extend(parents.get(identifier, ()))
        ancestors.setdefault(names.get(source, source), set()).update(names.get(i, i) for i in seen)
    return found, ancestors, overloads


def present(key, mini, ancestors):
    """Whether an app can call what `key` names on MiniRx: declared alike, or on a
    protocol or class the type has there."""
    if key in mini:
        return True
    kind, _, rest = key.partition(" ")
    path = rest.split(" where ")[0]
    # A declaration without constraints serves every constrained use.
    if f"{kind} {path}" in mini:
        return True
    owner, _, member = path.partition(".")
    if not member:
        return False
    prefixes = {f"{kind} {ancestor}.{member}" for ancestor in ancestors.get(owner, ())}
    return any(other == prefix or other.startswith(prefix + " where ") for other in mini for prefix in prefixes)


def rx_keys(source):
    """RxSwift's keys, with their modules and how many overloads each has, from graphs
    or from a file of keys."""
    path = pathlib.Path(source)
    if path.is_dir():
        keys, _, overloads = symbols(source, RX_MODULES)
        return keys, {key: len(found) for key, found in overloads.items()}
    keys, counts = {}, {}
    for line in path.read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            module, _, rest = line.partition(" ")
            key = rest.split(" :: ")[0]
            keys[key] = module
            counts[key] = counts.get(key, 0) + 1
    return keys, counts


def main(arguments):
    if arguments[:1] == ["--write-keys"] and len(arguments) == 3:
        keys, _, overloads = symbols(arguments[2], RX_MODULES)
        lines = sorted(f"{module} {key} :: {text}" for key, module in keys.items() for text in overloads[key])
        header = "# RxSwift's public API (RxSwift, RxRelay, RxBlocking, RxTest, RxCocoa's platform-independent part), written by dev/api-gaps.py --write-keys\n"
        pathlib.Path(arguments[1]).write_text(header + "\n".join(lines) + "\n")
        return 0
    if len(arguments) < 2:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    rx, rx_overloads = rx_keys(arguments[0])
    mini, ancestors, mini_overloads = symbols(arguments[1], MINI_MODULES)
    gaps = sorted(f"{RENAMED[module]} {key}" for key, module in rx.items() if not present(key, mini, ancestors))
    gaps += sorted(f"{RENAMED[module]} {key} (overloads: RxSwift {rx_overloads[key]}, MiniRx {len(mini_overloads[key])})"
                   for key, module in rx.items() if key in mini and len(mini_overloads[key]) < rx_overloads[key])
    # The reverse: a type RxSwift has that MiniRx makes Sendable and RxSwift does not.
    rx_types = {key.split(" ")[1] for key in rx if key.startswith("swift.class ") or key.startswith("swift.struct ")
                or key.startswith("swift.enum ")}
    gaps += sorted(f"{module} {key} (added: RxSwift's is not {key.split(': ')[1]})" for key, module in mini.items()
                   if key.startswith("conformance ") and key.split(": ")[1] in NOT_ADDED and key not in rx
                   and key.split(" ")[1].rstrip(":") in rx_types)
    if "--known" not in arguments:
        print("\n".join(gaps))
        return 0
    known_path = arguments[arguments.index("--known") + 1]
    known = {}
    for line in pathlib.Path(known_path).read_text().splitlines():
        if line.strip() and not line.startswith("#"):
            gap, _, reason = line.partition(" — ")
            known[gap.strip()] = reason.strip()
    new = [gap for gap in gaps if gap not in known]
    closed = [gap for gap in known if gap not in set(gaps)]
    for gap in new:
        print(f"missing: {gap}")
    for gap in closed:
        print(f"no longer missing (remove it from {known_path}): {gap}")
    return 1 if new or closed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
