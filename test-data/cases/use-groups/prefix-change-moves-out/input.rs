use scopeguard::{guard, ScopeGuard};
