//! Running a patch's rules in order over a file, in Coccinelle's environments.

use crate::code::CodeEl;
use crate::explaining::{Probe, Verdict, deps};
use crate::matching::matcher::Ctx;
use crate::matching::state::{Instance, State};
use crate::running::env::{self, GlobalEnv};
use crate::running::report;
use crate::running::script_rule;
use crate::running::steps::{self, Steps};
use crate::running::transform::{self, Check};
use crate::{Edition, Engine, Outcome, Problem};
use ra_ap_syntax::SourceFile;
use smpl::Rule;

/// What a run of the patch may start from: the input's tree, graphs of its bodies, and a scope.
#[derive(Default)]
pub struct Given<'a> {
    /// The input already parsed.
    pub parse: Option<&'a ra_ap_syntax::Parse<SourceFile>>,
    /// Graphs kept from earlier runs on versions of this file.
    pub graphs: Option<&'a mut cfg::CfgCache>,
    /// Match only inside these nodes of the input...
    pub only: &'a [ra_ap_syntax::TextRange],
    /// ...or everywhere but inside these.
    pub except: &'a [ra_ap_syntax::TextRange],
    /// The syntax errors of `parse` (`Parse::errors().len()`), when the caller counted them:
    /// counting validates the whole tree.
    pub errors: Option<usize>,
    /// Skip checking that the rewritten file parses (for runs whose text is not written:
    /// whoever applies a change checks it then).
    pub no_validation: bool,
    /// The parts of `parse` too deep to work on (`frag::depth::deep_parts`), when the caller
    /// measured them: a walk of the whole tree, worth doing once per version of a document.
    pub deep: Option<&'a [frag::depth::Deep]>,
    /// The file's path as the user named it, for `depends on file in "..."`.
    pub path: Option<&'a str>,
    /// The semantic model's answers about the input text (typed metavariables, resolved
    /// paths); needed only when [`crate::Engine::needs_semantics`].
    pub sema: Option<&'a dyn sema_api::FileSemantics>,
    /// A model to ask only before a rewrite that could be wrong without it (a method call
    /// added in a const context), for patches that match without one: it loads only if asked.
    pub guard: Option<&'a dyn sema_api::FileSemantics>,
    /// Where positions given to script rules are placed, when the text given to the engine
    /// is a piece of a file (a doctest, a macro's transcriber): the file's text and the map
    /// from the piece's ranges to the file's. Without it, positions are in the given text.
    pub placed_in: Option<(&'a str, &'a dyn Fn(ra_ap_syntax::TextRange) -> ra_ap_syntax::TextRange)>,
}

pub fn apply(engine: &Engine, input: &str, edition: Edition, given: Given) -> Outcome {
    run(engine, input, edition, given, None)
}

/// [`apply`], telling `probe` what each rule did at the place it explains.
pub(crate) fn run(engine: &Engine, input: &str, edition: Edition, given: Given, probe: Option<&Probe>) -> Outcome {
    let mut out = Outcome { text: input.to_owned(), ..Outcome::default() };
    // Text nested too deep is not even parsed: the parser recurses on nesting.
    if given.parse.is_none() {
        let depth = frag::depth::bracket_depth(input, edition, frag::depth::MAX_DEPTH);
        if depth > frag::depth::MAX_DEPTH {
            out.problems.push(crate::running::deep::file_problem(depth));
            return out;
        }
    }
    let given_parse = given.parse;
    let mut own_graphs = cfg::CfgCache::default();
    let graphs_cache = given.graphs.unwrap_or(&mut own_graphs);
    let mut envs = vec![GlobalEnv::initial(&engine.defined)];
    let mut ever: Vec<String> = engine.defined.clone();
    // The current text's tree (made once per text).
    let mut parsed: Option<Parsed> = None;
    let mut first_parse = true;
    let graphs = std::cell::RefCell::new(std::mem::take(graphs_cache));
    // How the text changed so far, to report positions in the input.
    let mut steps = Steps::default();
    let mut macros = crate::code::MacroCache::default();
    // Macro arguments nested too deep to look into, in the input's offsets.
    let mut too_nested: Vec<ra_ap_syntax::TextRange> = Vec::new();
    // Macro calls holding a rule's words whose tokens are not code, in the input's offsets.
    let mut not_entered: Vec<ra_ap_syntax::TextRange> = Vec::new();
    let unknown = std::cell::RefCell::new(crate::matching::matcher::Skipped::new());
    let why = std::cell::Cell::new(None);
    let unresolved = std::cell::RefCell::new(crate::running::unresolved::Unresolved::default());
    // The file's crate's name: asked once at most, where a rewrite needs it.
    let own_crate_name = std::cell::OnceCell::new();
    let own_crate = || own_crate_name.get_or_init(|| given.sema.or(given.guard)?.crate_name()).clone();
    for (ri, (rule, req)) in engine.patch.rules.iter().zip(&engine.reqs).enumerate() {
        if let Some(script) = rule.script.as_ref().filter(|s| s.when == smpl::ScriptWhen::Rule) {
            let text = out.text.clone();
            let place = script_rule::Place {
                input,
                text: &text,
                edition,
                path: given.path,
                steps: &steps,
                placed_in: given.placed_in,
            };
            let exited =
                script_rule::run(engine.scripts.as_deref(), rule, script, &mut envs, &mut ever, &mut out, &place);
            if let Some(p) = probe {
                p.note(rule, ri, Verdict::Script);
            }
            if exited {
                break;
            }
            continue;
        }
        let Some(body) = &rule.body else { continue };
        // One run for every distinct set of inherited values among the environments where the
        // dependency holds.
        let mut runs: Vec<(State, Vec<usize>)> = Vec::new();
        for (i, env) in envs.iter().enumerate() {
            if rule.depends.as_ref().is_some_and(|d| !env.holds(d, &ever, given.path)) {
                continue;
            }
            let Some(seed) = inherited_seed(rule, env) else { continue };
            match runs.iter_mut().find(|(s, _)| same_seed(s, &seed)) {
                Some(run) => run.1.push(i),
                None => runs.push((seed, vec![i])),
            }
        }
        if runs.is_empty() || !req.check(out.text.as_bytes()) {
            if let Some(p) = probe {
                let why = match runs.is_empty() {
                    true => {
                        let known = deps::Known {
                            envs: &envs,
                            ever: &ever,
                            virtuals: &engine.patch.virtuals,
                            defined: &engine.defined,
                            path: given.path,
                        };
                        deps::why_not_run(rule, &known)
                    }
                    false => crate::explaining::words_absent(req, &out.text),
                };
                p.note(rule, ri, Verdict::NotMatched(vec![why]));
            }
            continue;
        }
        let on_input = out.text == input;
        let Parsed { parse, errors, validated, deep } = parsed.get_or_insert_with(|| {
            let (parse, errors, validated) = match given_parse {
                Some(p) if on_input => {
                    let validated = given.errors.or_else(|| (!given.no_validation).then(|| p.errors().len()));
                    (p.clone(), validated.unwrap_or(0), validated)
                }
                _ => {
                    let (p, n) = frag::parse_file(&out.text, edition);
                    (p, n, None)
                }
            };
            let deep = match given.deep {
                Some(deep) if given_parse.is_some() && on_input => deep.to_vec(),
                _ => frag::depth::deep_parts(&parse.syntax_node(), frag::depth::MAX_DEPTH),
            };
            Parsed { parse, errors, validated, deep }
        });
        let errors = *errors;
        if first_parse {
            out.syntax_errors = errors;
            out.problems.extend(deep.iter().map(crate::running::deep::part_problem));
            first_parse = false;
        }
        let root = parse.syntax_node();
        // A scope only holds on the input text (scoped runs are for one-rule patches).
        let (only, except) = if on_input { (given.only, given.except) } else { (&[][..], &[][..]) };
        // Parts too deep for the matcher's recursion are skipped like the scope's exceptions.
        let except_deep: Vec<ra_ap_syntax::TextRange>;
        let except = if deep.is_empty() {
            except
        } else {
            except_deep = except.iter().copied().chain(deep.iter().map(|d| d.range)).collect();
            &except_deep[..]
        };
        let file: Vec<CodeEl> = if only.is_empty() {
            vec![CodeEl::node(root.clone(), 0)]
        } else {
            only.iter()
                .filter(|r| !deep.iter().any(|d| d.range.contains_range(**r)))
                .filter_map(|r| root.covering_element(*r).into_node())
                .filter_map(|n| n.ancestors().find(|a| a.text_range() == n.text_range()))
                .map(|n| CodeEl::node(n, 0))
                .collect()
        };
        let mut instances: Vec<Instance> = Vec::new();
        let words = crate::prepare::words::WordIndex::new(&out.text);
        let mut new_envs = Vec::new();
        let mut env_hits: Vec<Vec<usize>> = vec![Vec::new(); envs.len()];
        // The model knows the input: code no rule changed maps back to it exactly.
        let to_input = |r: ra_ap_syntax::TextRange| steps.untouched_to_input(r);
        // Why the rule has no match at the place `probe` explains (from the first run tried).
        let mut why_not: Vec<crate::explaining::Reason> = Vec::new();
        // Script constraints and fresh names see values as script rules do.
        let script_place = script_rule::Place {
            input,
            text: &out.text,
            edition,
            path: given.path,
            steps: &steps,
            placed_in: given.placed_in,
        };
        let script_tree = script_rule::Lazily::default();
        let script_value = |v: &crate::bind::Value| script_rule::script_value(v, &script_place, &script_tree);
        let script_failure = std::cell::RefCell::new(None);
        let hook = crate::matching::script_constraints::ScriptHook {
            runner: engine.scripts.as_deref(),
            value: &script_value,
            failure: &script_failure,
        };
        let scripts = rule.has_script_expressions().then_some(&hook);
        let lenient = std::cell::Cell::new(false);
        for (seed, members) in &runs {
            // `r.x` in a constraint means the values `r` bound in the environments this run
            // stands for (those with the same inherited values), not in every environment.
            let external =
                |r: &str, name: &str| members.iter().filter_map(|&m| envs[m].get(r, name)).cloned().collect();
            let ctx = Ctx {
                rule,
                edition,
                src: &out.text,
                external: &external,
                req,
                words: &words,
                graphs: &graphs,
                skip: except,
                macros: &macros,
                scope: &engine.scopes[ri],
                opaque_macros: &engine.opaque_macros,
                shortcuts: engine.shortcuts,
                isos: engine.isos,
                sema: given.sema,
                to_input: &to_input,
                unknown: &unknown,
                why: &why,
                unresolved: &unresolved,
                explain: None,
                scripts,
                user_isos: &engine.user_isos[ri],
                lenient_tries: crate::matching::lenient::worth_trying(rule),
                lenient: &lenient,
            };
            // Constraints hold on inherited values too (`identifier r.x =~ "^foo"`).
            if !ctx.seed_satisfies_constraints(seed) {
                if probe.is_some() && why_not.is_empty() {
                    let said = "the values it inherits break its metavariables' constraints".to_owned();
                    why_not.push(crate::explaining::Reason::new("constraint", said));
                }
                continue;
            }
            let found = ctx.find_in_file(&body.pattern, &file, seed);
            if let Some(p) = probe
                && why_not.is_empty()
                && !found.iter().any(|i| p.at.get().covers(i.range()))
            {
                let deepest = std::cell::RefCell::new(crate::explaining::failure::Deepest::default());
                let explaining = Ctx { explain: Some(&deepest), ..ctx };
                why_not = explaining.explain_at(&body.pattern, &file, seed, p.at.get());
            }
            for inst in found {
                for &m in members {
                    env_hits[m].push(instances.len());
                }
                instances.push(inst);
            }
        }
        // Fresh names are part of the match: later rules may inherit them.
        crate::rewriting::fresh::assign_fresh(rule, &mut instances, &out.text, scripts);
        if let Some(failure) = script_failure.take() {
            // A script that failed decided nothing: the rule matches nothing in this file.
            out.problems.push(Problem {
                rule: rule.name.clone(),
                at: None,
                message: format!("script failed: {}", failure.message),
                patch_line: Some(failure.line),
            });
            instances.clear();
            env_hits.iter_mut().for_each(Vec::clear);
        }
        if let Some(p) = probe {
            p.note(rule, ri, crate::explaining::verdict(rule, &instances, why_not, p.at.get(), &out.text, &steps));
        }
        for (i, env) in envs.iter().enumerate() {
            if env_hits[i].is_empty() {
                env::push_unique(&mut new_envs, env.clone());
            }
            let exported: Vec<(usize, &String)> = engine.exported[ri]
                .iter()
                .filter_map(|name| Some((rule.metavars.iter().position(|m| &m.name == name)?, name)))
                .collect();
            for &k in &env_hits[i] {
                for bindings in export_envs(&instances[k], &exported) {
                    let vals = exported
                        .iter()
                        .filter_map(|&(id, name)| {
                            let v = bindings.get(id)?;
                            (!matches!(v, crate::bind::Value::Absent)).then(|| (name.clone(), v.to_text(&out.text)))
                        })
                        .collect();
                    env::push_unique(&mut new_envs, env.extended(&rule.name, vals));
                }
            }
        }
        envs = new_envs;
        if instances.is_empty() {
            continue;
        }
        ever.push(rule.name.clone());
        let instances = if runs.len() > 1 { dedup_instances(instances) } else { instances };
        let type_of = |r: ra_ap_syntax::TextRange| {
            let info = given.sema?.type_of_expr(steps.untouched_to_input(r)?)?;
            info.text.or_else(|| crate::matching::typed::render(&info.ty))
        };
        // Added paths from std, in a crate built without it (the model says so and where they
        // live; a patch that needs no model asks the one that loads only when asked).
        let no_std = match body.transforms {
            true => crate::rewriting::nostd::adapt(
                rule,
                given.sema.or(given.guard),
                &parse.syntax_node(),
                ra_ap_syntax::TextRange::default(),
            ),
            false => None,
        };
        let method_is_const = |call: crate::rewriting::refuse::Callee| {
            let sema = given.sema.or(given.guard)?;
            match call {
                crate::rewriting::refuse::Callee::Method { receiver, name } => {
                    Some(sema.method_on(steps.untouched_to_input(receiver)?, name)?.const_callable)
                }
                crate::rewriting::refuse::Callee::Path(path) => {
                    sema.path_is_const(path, ra_ap_syntax::TextRange::default())
                }
                crate::rewriting::refuse::Callee::MethodNamed(name) => sema.std_method_is_const(name),
            }
        };
        let rule_ref = report::RuleRef {
            rule,
            index: ri,
            type_of: &type_of,
            no_std: no_std.as_ref(),
            own_crate: &own_crate,
            method_is_const: &method_is_const,
        };
        if !body.transforms {
            if body.has_star {
                out.reports.extend(report::star_reports(&rule_ref, &instances, &out.text, input, &steps));
            }
            continue;
        }
        let check = if given.no_validation { Check::Skip } else { Check::Parses { errors: *validated } };
        let t = transform::transform(&rule_ref, &instances, &out.text, input, &steps, parse, edition, check);
        out.reports.extend(t.reports);
        out.problems.extend(t.problems);
        if let Some((text, step)) = t.result {
            out.text = text;
            for env in &mut envs {
                env.map_positions(&|r| steps::forward(&step, r));
            }
            // Re-parsed macros are of the old text: mapped to the input before this step.
            too_nested.extend(macros.take_too_nested().into_iter().map(|r| steps.to_input(r)));
            not_entered.extend(macros.take_not_entered().into_iter().map(|r| steps.to_input(r)));
            if let Some(p) = probe {
                p.moved(&step);
            }
            steps.push(step);
            macros = Default::default();
            // Graphs stay valid: they are keyed by body text, with body-relative ranges.
            parsed = None;
        }
    }
    too_nested.extend(macros.take_too_nested().into_iter().map(|r| steps.to_input(r)));
    not_entered.extend(macros.take_not_entered().into_iter().map(|r| steps.to_input(r)));
    not_entered.sort_by_key(|r| (r.start(), r.end()));
    not_entered.dedup();
    out.macros_not_entered = not_entered;
    too_nested.sort_by_key(|r| (r.start(), r.end()));
    too_nested.dedup();
    out.problems.extend(too_nested.into_iter().map(crate::running::deep::macro_problem));
    out.changed = out.text != input;
    let skipped = unknown.into_inner();
    out.unknown_types = skipped.len();
    out.skips = skipped.into_values().map(|(at, rule, reason)| crate::Skip { rule, at, reason }).collect();
    out.skips.sort_by(|a, b| {
        let key = |s: &crate::Skip| (s.at.map(|r| (r.start(), r.end())), s.rule.clone(), s.reason.clone());
        key(a).cmp(&key(b))
    });
    out.unresolved_paths = unresolved.into_inner().into_paths();
    *graphs_cache = graphs.into_inner();
    out
}

/// A text's tree, made once per text.
struct Parsed {
    parse: ra_ap_syntax::Parse<SourceFile>,
    /// Its syntax errors: whether the file parses (the lexer's and parser's, or the caller's
    /// count).
    errors: usize,
    /// Its errors as `Parse::errors` counts them, validation included, when known: counting
    /// walks the whole tree, so a rewrite's check asks it only when needed (see `transform`).
    validated: Option<usize>,
    /// Its parts too deep to work on.
    deep: Vec<frag::depth::Deep>,
}

/// The matcher's starting state for a rule in `env`: its inherited metavariables bound. `None`
/// when the environment lacks a rule it inherits from (the rule does not run there); a
/// metavariable of a rule that matched without binding it is absent, so only the patterns that
/// use it fail.
fn inherited_seed(rule: &Rule, env: &GlobalEnv) -> Option<State> {
    let mut st = State::default();
    for (id, m) in rule.metavars.iter().enumerate() {
        if let Some(inh) = &m.inherited {
            match env.get(&inh.rule, &inh.name) {
                Some(v) => st.env.bind(id, v.clone()),
                None if env.has_matched(&inh.rule) => st.env.bind(id, crate::bind::Value::Absent),
                None => return None,
            }
        }
    }
    Some(st)
}

/// The bindings a match passes on to later rules: its own, or when values later rules inherit
/// were bound after a `...` differently on each path, one set for every path (each path's
/// sub-match sees the match's values and its own), as spatch makes one environment each.
fn export_envs<'i>(inst: &'i Instance, exported: &[(usize, &String)]) -> Vec<&'i crate::bind::Env> {
    let tails: Vec<&Instance> = inst.subs.iter().filter(|s| s.nest.is_none()).collect();
    if tails.is_empty() || exported.iter().all(|(id, _)| inst.env.get(*id).is_some()) {
        return vec![&inst.env];
    }
    tails.into_iter().flat_map(|t| export_envs(t, exported)).collect()
}

fn same_seed(a: &State, b: &State) -> bool {
    a.env.vals.len() == b.env.vals.len() && a.env.vals.iter().all(|(id, v)| b.env.get(*id).is_some_and(|w| w.same(v)))
}

/// The same match found from two runs (environments that inherit the same code) counts once.
fn dedup_instances(instances: Vec<Instance>) -> Vec<Instance> {
    let mut out: Vec<Instance> = Vec::new();
    for inst in instances {
        let dup = out.iter().any(|o| {
            o.root.range() == inst.root.range()
                && o.hits.len() == inst.hits.len()
                && o.hits.iter().zip(&inst.hits).all(|(a, b)| a.range == b.range && a.origin == b.origin)
                && o.env.vals.len() == inst.env.vals.len()
                && o.env.vals.iter().all(|(id, v)| inst.env.get(*id).is_some_and(|w| w.same(v)))
        });
        if !dup {
            out.push(inst);
        }
    }
    out
}
