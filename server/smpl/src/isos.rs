//! The isomorphisms cocci applies by default: rewritings of a pattern that match code written
//! another way with the same meaning, as spatch's standard isomorphisms do for C. Each has a
//! name a rule's header can turn off (`@ r disable commutative_eq @`); `--no-isos` turns them
//! all off. The matching itself is the engine's.

/// One isomorphism: its name and what it lets a pattern match.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Iso {
    pub name: &'static str,
    pub what: &'static str,
}

/// Every isomorphism cocci knows.
pub const ISOS: [Iso; 7] = [
    Iso { name: "commutative_eq", what: "`a == b` also matches `b == a`, and `a != b` matches `b != a`" },
    Iso { name: "commutative_logic", what: "`a && b` also matches `b && a`, and `a || b` matches `b || a`" },
    Iso { name: "commutative_bits", what: "`a & b`, `a | b` and `a ^ b` also match their operands swapped" },
    Iso { name: "commutative_arith", what: "`a + b` and `a * b` also match their operands swapped" },
    Iso { name: "negated_eq", what: "`!(a == b)` also matches `a != b`, and `a != b` matches `!(a == b)`" },
    Iso {
        name: "negated_is",
        what: "`e.is_some()` also matches `!e.is_none()` (and the reverse; `is_ok` and `is_err` alike)",
    },
    Iso {
        name: "tail_return",
        what: "`return e;` also matches `e` where it is the value a fn returns: the tail of its body, \
               or of an `if`, `match` or block that is",
    },
];

/// The isomorphism called `name`.
pub fn named(name: &str) -> Option<&'static Iso> {
    ISOS.iter().find(|i| i.name == name)
}

/// Why `disable name` turns nothing off: spatch's own isomorphisms (`neg_if`, `not_ptr1`...)
/// are C's, and patches written for spatch name them.
pub fn unknown(name: &str) -> String {
    let names: Vec<&str> = ISOS.iter().map(|i| i.name).collect();
    format!("`{name}` is not one of cocci's isomorphisms ({}): nothing to disable", names.join(", "))
}

/// The method whose negation means what `name` means (`is_some` for `is_none`), for
/// `negated_is`.
pub fn opposite(name: &str) -> Option<&'static str> {
    Some(match name {
        "is_some" => "is_none",
        "is_none" => "is_some",
        "is_ok" => "is_err",
        "is_err" => "is_ok",
        _ => return None,
    })
}

/// The isomorphism that lets a binary operator's operands be swapped, for the operator's text.
pub fn commuting(op: &str) -> Option<&'static str> {
    Some(match op {
        "==" | "!=" => "commutative_eq",
        "&&" | "||" => "commutative_logic",
        "&" | "|" | "^" => "commutative_bits",
        "+" | "*" => "commutative_arith",
        _ => return None,
    })
}
