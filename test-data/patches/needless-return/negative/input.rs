pub fn sign(x: i32) -> i32 {
    // A `return` in a branch stays.
    if x < 0 {
        return -1;
    } else {
        return 1;
    }
}

pub fn kind(x: u8) -> &'static str {
    match x {
        0 => return "zero",
        _ => {}
    }
    "other"
}

pub fn unit() {
    println!("x");
    return;
}

pub fn adder() -> impl Fn(u32) -> u32 {
    // A closure's return is its own.
    |x| {
        return x + 1;
    }
}

pub fn early(xs: &[u32]) -> u32 {
    // Not the last statement.
    if xs.is_empty() {
        return 0;
    }
    let n = xs[0];
    n * 2
}

// A `return` in a `match` arm's block is no last statement: as `t` it would become the arm's
// value (and `err` would be `t`), so neither it nor the fn's last `return` is rewritten.
fn first_or_next(r: Result<u8, u8>) -> u8 {
    let err = match r {
        Ok(t) => {
            return t;
        }
        Err(e) => e,
    };
    return err + 1;
}

// The same where the fn ends in a tail: the tail is the fn's `return`, and the arm's stays.
fn first_or_panic(r: Result<u8, u8>) -> u8 {
    let err = match r {
        Ok(t) => {
            return t;
        }
        Err(e) => e,
    };
    panic!("{err}")
}

// A `return` in a bare block stays: `{ true }` followed by `false` would be a block statement
// of type `bool` (E0308). Under `#[cfg]` attributes too.
pub fn early_in_block() -> bool {
    {
        return true;
    }
    false
}

pub struct Checks;

impl Checks {
    pub fn checked(&self) -> bool {
        #[cfg(debug_assertions)]
        {
            return true;
        }
        #[cfg(not(debug_assertions))]
        {
            return false;
        }
    }
}
