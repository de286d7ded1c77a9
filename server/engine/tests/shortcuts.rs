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
    "fn d2() { for l in it() { let e = m!(l); let e = m!(t, l); } for l in it() { let a = f(l); let b = g(l); } }\n",
    "fn d1() { let e = m!(l); let e = m!(t, l); let a = f(l); let a = g(l); }\n",
    "fn d3() { let mut n = 0; while n < 3 { let x = n; n += 1; } loop { let y = 1; if c { break; } g(y); } }\n",
    "fn d6() { for a in v { let x = f(a); g(); } while c { h(); let y = 1; } loop { let z = 2; if c { break; } } for a in v { let w = 1; if c { continue; } } }\n",
    "fn d7() { for a in v { let x = f(a); g(x); } while let Some(y) = it.next() { let z = y?; } loop { k()?; let w = 1; } }\n",
    // a block as the condition flows into both branches; other arms and branches are not reached
    "fn d4() { if { let x = f(); x > 0 } { g(x); } else { h(x); } match v { A => { let y = 1; } B => g(y), _ => {} } }\n",
    "fn d5() { if a { let x = 1; } else if x > 0 { g(x); } let y = 2; if b { } else { g(y); } }\n",
    // jumps between the let and the use
    "fn e() { let x = 1; if c { return; } f(x); let y = 2; return; g(y); }\n",
    "fn e2() { let x = 1; if c { return; } f(x); let y = 2; match v { A => return, B => {} } g(y); let z = 3; let Some(q) = o else { return }; h(z); let w = 4; for i in v { break; } k(w); }\n",
    "fn e3() { let x = 1; if c { return; } else { panic!(); } f(x); let y = 2; 'a: { break 'a; } g(y); let z = 3; if c { return; f(z); } }\n",
    "fn f() { let n = loop { if let Some(v) = q.pop() { break v; } }; use_it(n); }\n",
    "fn g() -> R { let x = a()?; let y = b()?; h(y)?; Ok(()) }\n",
    // shadowing and a second identical let
    "fn h() { let x = 1; let x = 2; f(x); let y = 1; let y = 1; }\n",
    "fn h2() { let a = 1; g(); let a = 1; if c { let b = 2; } else { let b = 2; } let d = 3; if c { return; } let d = 3; }\n",
    "fn h3() { let a = 1; g(a); let a = 1; let b = 2; if c { let b = 2; } for i in v { let d = 3; let d = 3; } }\n",
    // jumps inside macro arguments are tokens, not jumps
    "fn q() { let t = quote! { loop {} () }; p(t); let u = m!(return); let v = 1; n!(loop {}); w(v); }\n",
    // bodies inside macro arguments (re-parsed: their ranges are moved)
    "fn mb() { run!(|| { let x = 1; f(x); let y = 2; if c { return; } let z = 3; g(z); }); spawn!(move || { for i in v { let w = i; } }); }\n",
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
