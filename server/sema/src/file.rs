//! Answers about one file's text ([`SemaFile`]): each question asked once per database
//! revision, on a clone of the database, and asked again on the complete graph when test code
//! needs the dev-dependencies its database withholds.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, OnceLock};

use ra_ap_ide_db::base_db::SourceDatabase;
use ra_ap_ide_db::base_db::salsa::Revision;
use ra_ap_ide_db::{FileId, RootDatabase};
use ra_ap_syntax::TextRange;
use sema_api::{Def, Expansion, FileSemantics, MethodInfo, Ns, ReceiverPassing, TypeInfo, Unresolved};

use crate::answer::Ctx;
use crate::db::{Database, lock};
use crate::{Inner, Located};

/// Answers about one file's text, for the engine. Cheap to create; the first question loads
/// what is needed. `Sync`: threads may ask at once (each question runs on its own clone of the
/// database). Answers are cached until the database changes.
pub struct SemaFile {
    inner: Arc<Inner>,
    path: PathBuf,
    text: Arc<str>,
    bound: OnceLock<Option<Located>>,
    /// The database revision at which the database's text of the file was last seen to be
    /// `text`.
    verified: Mutex<Option<Revision>>,
    cache: Mutex<HashMap<Question, (u64, Answer)>>,
}

#[derive(Clone, PartialEq, Eq, Hash)]
enum Question {
    Receiver(TextRange),
    ExprType(TextRange),
    TypeType(TextRange),
    Path(TextRange),
    Method(TextRange),
    Text(String, Ns, TextRange),
    NoStd,
    CrateName,
    MethodOn(TextRange, String),
    ConstPath(String, TextRange),
    WhyUnknown(TextRange),
    WhyUnresolved(String, Ns, TextRange),
    ConstMethodName(String),
    Expand(TextRange),
    InTranscriber(TextRange),
}

impl Question {
    /// The code a question is about, for those that can need test code's dependencies.
    fn range(&self) -> Option<TextRange> {
        match self {
            Question::ExprType(r)
            | Question::TypeType(r)
            | Question::Path(r)
            | Question::Method(r)
            | Question::Receiver(r)
            | Question::MethodOn(r, _)
            | Question::Text(_, _, r)
            | Question::ConstPath(_, r)
            | Question::Expand(r)
            | Question::InTranscriber(r) => Some(*r),
            Question::NoStd
            | Question::CrateName
            | Question::WhyUnknown(_)
            | Question::WhyUnresolved(..)
            | Question::ConstMethodName(_) => None,
        }
    }
}

#[derive(Clone)]
enum Answer {
    Type(Option<TypeInfo>),
    Def(Option<Def>),
    Receiver(Option<ReceiverPassing>),
    Flag(Option<bool>),
    Method(Option<MethodInfo>),
    Reason(Option<String>),
    Unresolved(Option<Unresolved>),
    Expansion(Option<Expansion>),
    Transcribed(Result<TypeInfo, String>),
}

impl Answer {
    /// Whether the model could not tell.
    fn is_unknown(&self) -> bool {
        match self {
            Answer::Type(t) => t.as_ref().is_none_or(|t| t.ty.has_unknown()),
            Answer::Def(d) => d.is_none(),
            Answer::Receiver(r) => r.is_none(),
            Answer::Flag(f) => f.is_none(),
            Answer::Method(m) => m.is_none(),
            Answer::Expansion(e) => e.is_none(),
            // Calls in test code count as any other (a transcriber is no test code of its own).
            Answer::Reason(_) | Answer::Unresolved(_) | Answer::Transcribed(_) => false,
        }
    }
}

impl Drop for SemaFile {
    /// The last holder of a database the model dropped (to keep within its limit) frees it.
    fn drop(&mut self) {
        if let Some(Some((db, _))) = self.bound.take() {
            db.unbind();
            if Arc::into_inner(db).is_some() {
                crate::memory::release_freed();
            }
        }
    }
}

impl SemaFile {
    pub(crate) fn new(inner: Arc<Inner>, path: PathBuf, text: &str) -> SemaFile {
        SemaFile {
            inner,
            path,
            text: Arc::from(text),
            bound: OnceLock::new(),
            verified: Mutex::new(None),
            cache: Mutex::new(HashMap::new()),
        }
    }

    /// The path this handle answers about.
    pub fn path(&self) -> &Path {
        &self.path
    }

    fn ask(&self, question: Question) -> Answer {
        let empty = match question {
            Question::ExprType(_) | Question::TypeType(_) => Answer::Type(None),
            Question::Receiver(_) => Answer::Receiver(None),
            Question::NoStd | Question::ConstPath(..) | Question::ConstMethodName(_) => Answer::Flag(None),
            Question::MethodOn(..) => Answer::Method(None),
            Question::Expand(_) => Answer::Expansion(None),
            Question::InTranscriber(_) => Answer::Transcribed(Err("no semantic model for this file".to_owned())),
            Question::WhyUnknown(_) | Question::CrateName => Answer::Reason(None),
            _ => Answer::Def(None),
        };
        let bind = || {
            let located = self.inner.bind(&self.path, &self.text);
            if let Some((db, _)) = &located {
                db.bind();
            }
            located
        };
        let Some((db, file_id)) = self.bound.get_or_init(bind).clone() else {
            if let Question::WhyUnknown(_) = question {
                return Answer::Reason(Some("the file is in no crate the semantic model could load".to_owned()));
            }
            return empty;
        };
        let mut changes = db.changes();
        if let Some((at, answer)) = lock(&self.cache).get(&question)
            && *at == changes
        {
            return answer.clone();
        }
        let mut answer = self.compute(&db, file_id, &question);
        // Test code may need the dev-dependencies the database withholds until then.
        if answer.as_ref().is_none_or(Answer::is_unknown)
            && db.withholds_dev_deps()
            && let Some(range) = question.range()
            && db.read(|rdb| Ctx::new(rdb, file_id).in_test_code(range)) == Some(true)
        {
            db.restore_dev_deps();
            self.inner.new_epoch();
            changes = db.changes();
            answer = self.compute(&db, file_id, &question);
        }
        match answer {
            Some(answer) => {
                lock(&self.cache).insert(question, (changes, answer.clone()));
                answer
            }
            None => empty,
        }
    }

    fn compute(&self, db: &Database, file_id: FileId, question: &Question) -> Option<Answer> {
        db.read(|rdb| {
            if !self.text_is_current(rdb, file_id) {
                // Someone changed the file since: this handle's text is not what the
                // database knows, so nothing can be said about it.
                return matches!(question, Question::WhyUnknown(_))
                    .then(|| Answer::Reason(Some("the file changed since the model read it".to_owned())));
            }
            let ctx = Ctx::new(rdb, file_id);
            Some(match &question {
                Question::ExprType(r) => Answer::Type(ctx.type_of_expr(*r)),
                Question::TypeType(r) => Answer::Type(ctx.type_of_type(*r)),
                Question::Path(r) => Answer::Def(ctx.resolve_path(*r)),
                Question::Method(r) => Answer::Def(ctx.resolve_method(*r)),
                Question::Receiver(r) => Answer::Receiver(ctx.receiver_passing(*r)),
                Question::Text(text, ns, at) => Answer::Def(ctx.resolve_text(text, *ns, *at)),
                Question::NoStd => Answer::Flag(ctx.crate_is_no_std()),
                Question::CrateName => Answer::Reason(ctx.crate_name()),
                Question::MethodOn(r, name) => Answer::Method(ctx.method_on(*r, name)),
                Question::ConstPath(path, at) => Answer::Flag(ctx.path_is_const(path, *at)),
                Question::WhyUnknown(r) => Answer::Reason(ctx.why_unknown(*r).or_else(|| {
                    let untrusted = self.inner.trust == crate::Trust::Untrusted;
                    untrusted.then(|| ctx.unrun_generators()).flatten()
                })),
                Question::WhyUnresolved(text, ns, at) => Answer::Unresolved(ctx.why_unresolved(text, *ns, *at)),
                Question::ConstMethodName(name) => Answer::Flag(ctx.std_method_is_const(name)),
                Question::Expand(args) => Answer::Expansion(ctx.expand_macro(*args)),
                Question::InTranscriber(r) => Answer::Transcribed(ctx.type_in_transcriber(*r)),
            })
        })
        .flatten()
    }

    fn text_is_current(&self, rdb: &RootDatabase, file_id: FileId) -> bool {
        let revision = rdb.nonce_and_revision().1;
        if *lock(&self.verified) == Some(revision) {
            return true;
        }
        let same = rdb.file_text(file_id).text(rdb).as_ref() == &*self.text;
        if same {
            *lock(&self.verified) = Some(revision);
        }
        same
    }

    fn ask_type(&self, question: Question) -> Option<TypeInfo> {
        match self.ask(question) {
            Answer::Type(t) => t,
            _ => None,
        }
    }

    fn ask_def(&self, question: Question) -> Option<Def> {
        match self.ask(question) {
            Answer::Def(d) => d,
            _ => None,
        }
    }
}

impl FileSemantics for SemaFile {
    fn type_in_transcriber(&self, range: TextRange) -> Result<TypeInfo, String> {
        match self.ask(Question::InTranscriber(range)) {
            Answer::Transcribed(answer) => answer,
            _ => Err("the model could not tell".to_owned()),
        }
    }

    fn why_unknown(&self, range: TextRange) -> Option<String> {
        match self.ask(Question::WhyUnknown(range)) {
            Answer::Reason(r) => r,
            _ => None,
        }
    }

    fn why_unresolved(&self, path: &str, ns: Ns, at: TextRange) -> Option<Unresolved> {
        match self.ask(Question::WhyUnresolved(path.to_owned(), ns, at)) {
            Answer::Unresolved(u) => u,
            _ => None,
        }
    }

    fn crate_name(&self) -> Option<String> {
        match self.ask(Question::CrateName) {
            Answer::Reason(name) => name,
            _ => None,
        }
    }

    fn expand_macro(&self, args: TextRange) -> Option<Expansion> {
        match self.ask(Question::Expand(args)) {
            Answer::Expansion(e) => e,
            _ => None,
        }
    }

    fn crate_is_no_std(&self) -> Option<bool> {
        match self.ask(Question::NoStd) {
            Answer::Flag(f) => f,
            _ => None,
        }
    }

    fn path_is_const(&self, path: &str, at: TextRange) -> Option<bool> {
        match self.ask(Question::ConstPath(path.to_owned(), at)) {
            Answer::Flag(f) => f,
            _ => None,
        }
    }

    fn std_method_is_const(&self, name: &str) -> Option<bool> {
        match self.ask(Question::ConstMethodName(name.to_owned())) {
            Answer::Flag(f) => f,
            _ => None,
        }
    }

    fn method_on(&self, receiver: TextRange, name: &str) -> Option<MethodInfo> {
        match self.ask(Question::MethodOn(receiver, name.to_owned())) {
            Answer::Method(m) => m,
            _ => None,
        }
    }

    fn type_of_expr(&self, range: TextRange) -> Option<TypeInfo> {
        self.ask_type(Question::ExprType(range))
    }

    fn type_of_type(&self, range: TextRange) -> Option<TypeInfo> {
        self.ask_type(Question::TypeType(range))
    }

    fn resolve_path(&self, range: TextRange) -> Option<Def> {
        self.ask_def(Question::Path(range))
    }

    fn resolve_method(&self, range: TextRange) -> Option<Def> {
        self.ask_def(Question::Method(range))
    }

    fn resolve_text(&self, path: &str, ns: Ns, at: TextRange) -> Option<Def> {
        self.ask_def(Question::Text(path.to_owned(), ns, at))
    }

    fn receiver_passing(&self, range: TextRange) -> Option<ReceiverPassing> {
        match self.ask(Question::Receiver(range)) {
            Answer::Receiver(r) => r,
            _ => None,
        }
    }
}
