pub fn sizes(width: Option<u32>, height: Option<u32>) -> Option<u32> {
    // Leaving the fn from the `None` arm: a closure cannot do that.
    let w = match width {
        Some(w) => w,
        None => return None,
    };
    // The value is changed in the `Some` arm.
    let h = match height {
        Some(h) => h + 1,
        None => 0,
    };
    Some(w * h)
}

pub struct Styles {
    context: u8,
    context_value: Option<u8>,
    last: Option<Box<u8>>,
}

impl Styles {
    // A borrowed scrutinee (clap's styling): left alone.
    pub fn get_context_value(&self) -> &u8 {
        match &self.context_value {
            Some(s) => s,
            None => &self.context,
        }
    }

    // `&Box<u8>` is coerced to `&u8` by the arm (syn's `Punctuated`): no `unwrap_or` does that.
    pub fn last(&self) -> &u8 {
        match &self.last {
            Some(t) => t,
            None => &self.context,
        }
    }
}
