//! The syntactic shortcut for `statement; ... when != P` (deciding a body without building its
//! control-flow graph) gives exactly the graph's answers: same changes, same reports, on code
//! chosen to sit at its edges (loops, branches, jumps, closures, macros, shadowing).

use engine::{Edition, Engine};

const PATCHES: &[&str] = &[
    "@@\nidentifier x;\nexpression e;\n@@\n- let x = e;\n  ... when != x\n",
    "@@\nidentifier x;\nexpression e;\n@@\n- let x = e;\n  ... when != x\n      when strict\n",
    "@@\nexpression e;\n@@\n- drop(e);\n  ... when != e\n",
];

const INPUTS: &[&str] = &[
    // used later, unused, used in a nested block, in a closure, in a macro, in a format string
    "fn a() { let x = 1; f(x); let y = 2; g(); let z = 3; if c { h(z); } let w = 4; let k = || w; }\n",
    "fn b() { let x = 1; println!(\"{}\", x); let y = 2; format!(\"{y}\"); let s = 3; quote!(#s); }\n",
    // branches: the use is in the other branch, after the if, or in the same branch
    "fn c() { if a { let x = 1; } else { f(x); } if b { let y = 1; } g(y); if c { let z = 1; h(z); } }\n",
    // loops: back edges reach code before the let, and the let itself
    "fn d() { loop { f(x); let x = 1; } while c { let y = 2; } for i in v { let z = i; g(z); } }\n",
    // jumps between the let and the use
    "fn e() { let x = 1; if c { return; } f(x); let y = 2; return; g(y); }\n",
    "fn f() { let n = loop { if let Some(v) = q.pop() { break v; } }; use_it(n); }\n",
    "fn g() -> R { let x = a()?; let y = b()?; h(y)?; Ok(()) }\n",
    // shadowing and a second identical let
    "fn h() { let x = 1; let x = 2; f(x); let y = 1; let y = 1; }\n",
    // match arms, labelled blocks, let-else
    "fn i() { match v { A => { let x = 1; f(x) } B => { let y = 1; } } 'l: { let z = 1; break 'l; } }\n",
    "fn j() { let Some(x) = o else { return }; let y = x; drop(y); drop(y); }\n",
    // nested fns and closures are bodies of their own
    "fn k() { let x = 1; fn inner() { f(x); } let c = |a: u8| { let y = a; y }; }\n",
];

#[test]
fn the_shortcut_gives_the_graphs_answers() {
    let mut compared = 0;
    for patch in PATCHES {
        let parsed = smpl::parse_patch(patch);
        assert!(parsed.errors.is_empty(), "{:?}", parsed.errors);
        for opaque in [&[][..], &["quote"][..]] {
            let quick = Engine::new(&parsed.patch).with_opaque_macros(opaque.iter().copied());
            let graphs = Engine::new(&parsed.patch).with_opaque_macros(opaque.iter().copied()).without_shortcuts();
            for input in INPUTS {
                let a = quick.apply(input, Edition::Edition2021);
                let b = graphs.apply(input, Edition::Edition2021);
                assert_eq!(a.text, b.text, "patch:\n{patch}\ninput:\n{input}");
                assert_eq!(a.reports, b.reports, "patch:\n{patch}\ninput:\n{input}");
                compared += 1;
            }
        }
    }
    assert_eq!(compared, PATCHES.len() * 2 * INPUTS.len());
}

/// The shortcut decides real cases: a used binding stays, an unused one goes.
#[test]
fn unused_bindings_go_used_ones_stay() {
    let parsed = smpl::parse_patch(PATCHES[0]);
    let out = Engine::new(&parsed.patch)
        .apply("fn a() {\n    let x = 1;\n    let y = 2;\n    f(y);\n}\n", Edition::Edition2021);
    assert_eq!(out.text, "fn a() {\n    let y = 2;\n    f(y);\n}\n");
}
