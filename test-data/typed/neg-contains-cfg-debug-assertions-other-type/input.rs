pub struct Id(&'static str);

impl PartialEq<&'_ str> for Id {
    fn eq(&self, other: &&str) -> bool {
        self.0 == *other
    }
}

pub struct Matches {
    #[cfg(debug_assertions)]
    valid_args: Vec<Id>,
}

impl Matches {
    pub fn get_arg(&self, arg: &str) -> bool {
        #[cfg(debug_assertions)]
        {
            self.valid_args.iter().any(|s| *s == arg)
        }
        #[cfg(not(debug_assertions))]
        {
            true
        }
    }
}
