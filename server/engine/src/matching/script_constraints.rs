//! Script constraints (`identifier f : script:python(r.x) { ok(f, x) };`): a Python expression
//! over metavariables' values that must be true for a binding to stand. As spatch has it, the
//! expression runs during matching, as soon as the metavariable and every metavariable it names
//! are bound, so a false answer makes the matcher try the next binding; it may run more than
//! once for one binding. A script that fails (or gives something other than a boolean) is an
//! error of the rule, reported once, and the binding does not stand.

use std::cell::RefCell;

use smpl::pattern::MetaId;
use smpl::{Constraint, Rule, ScriptExpr};

use crate::bind::{Env, Value};
use crate::scripts::{Evaluated, ScriptEval, ScriptFailure, ScriptRunner, ScriptValue};

/// What running a rule's script expressions needs: made only for rules that have some, so
/// other rules pay nothing per binding.
pub struct ScriptHook<'a> {
    /// `None` where the front end has no interpreter: then no script constraint holds.
    pub runner: Option<&'a dyn ScriptRunner>,
    /// A value as scripts see it (a position placed in the file, with its fn).
    pub value: &'a dyn Fn(&Value) -> ScriptValue,
    /// The rule's first failure, reported once the rule is done.
    pub failure: &'a RefCell<Option<ScriptFailure>>,
}

impl ScriptHook<'_> {
    /// Evaluates `s` with `inputs`; `None` after a failure (recorded).
    pub fn evaluate(&self, s: &ScriptExpr, inputs: &[(String, ScriptValue)]) -> Option<Evaluated> {
        let Some(runner) = self.runner else {
            self.fail(ScriptFailure {
                line: s.line,
                message: "script expressions run only where cocci has a script runner (`cocci check`, `cocci apply`)"
                    .into(),
            });
            return None;
        };
        match runner.evaluate(ScriptEval { code: &s.code, line: s.line, inputs }) {
            Ok(v) => Some(v),
            Err(f) => {
                self.fail(f);
                None
            }
        }
    }

    pub fn fail(&self, failure: ScriptFailure) {
        self.failure.borrow_mut().get_or_insert(failure);
    }

    /// `s`'s arguments with their values as scripts see them (each by its name without the
    /// rule); `Err(arg)` for the first one `value_of` has no value for.
    pub fn inputs<'s>(
        &self,
        s: &'s ScriptExpr,
        value_of: impl Fn(&str) -> Option<Value>,
    ) -> Result<Vec<(String, ScriptValue)>, &'s str> {
        s.args
            .iter()
            .map(|arg| match value_of(arg) {
                Some(v) => Ok((ScriptExpr::short_name(arg).to_owned(), (self.value)(&v))),
                None => Err(arg.as_str()),
            })
            .collect()
    }

    /// Whether binding `id` to `v` (in `env`, where `external` gives inherited values not
    /// declared in `rule`) keeps every script constraint that it decides: those of `id` itself
    /// and of bound metavariables that name `id`, once all they name is bound.
    pub(crate) fn constraints_hold(
        &self,
        rule: &Rule,
        external: &dyn Fn(&str, &str) -> Vec<Value>,
        id: MetaId,
        v: &Value,
        env: &Env,
    ) -> bool {
        for (mi, m) in rule.metavars.iter().enumerate() {
            for c in &m.constraints {
                let Constraint::Script(s) = c else { continue };
                let named = |a: &String| rule.metavar_named(a) == Some(id);
                if mi != id && !s.args.iter().any(named) {
                    continue;
                }
                let value_of = |i: MetaId| if i == id { Some(v) } else { env.get(i) };
                let Some(own) = value_of(mi) else { continue };
                let arg_value = |arg: &str| match rule.metavar_named(arg) {
                    Some(i) => value_of(i).cloned(),
                    None => arg.split_once('.').and_then(|(r, x)| external(r, x).into_iter().next()),
                };
                // Undecided until every argument is bound.
                let Ok(args) = self.inputs(s, arg_value) else { continue };
                let mut inputs = vec![(m.name.clone(), (self.value)(own))];
                inputs.extend(args);
                match self.evaluate(s, &inputs) {
                    Some(Evaluated::Bool(true)) => {}
                    Some(Evaluated::Bool(false)) | None => return false,
                    Some(Evaluated::Text(_)) => return not_a_bool(self, s, "a string"),
                    Some(Evaluated::Other(t)) => return not_a_bool(self, s, &format!("a value of type {t}")),
                }
            }
        }
        true
    }
}

fn not_a_bool(hook: &ScriptHook, s: &ScriptExpr, what: &str) -> bool {
    hook.fail(ScriptFailure {
        line: s.line,
        message: format!("a script constraint must give True or False, not {what}"),
    });
    false
}
