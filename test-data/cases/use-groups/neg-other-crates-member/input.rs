use other::{guard, scopeguard};
use deps::scopeguard::{guard, ScopeGuard};
