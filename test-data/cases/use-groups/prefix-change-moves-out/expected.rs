use scopeguard::{ScopeGuard};
use guards::guard;
