impl Parser {
    /// Parses one value.
    #[inline]
    pub fn parse<T: AsRef<str>>(s: T) -> Result<Value, Error>
    where
        T: Clone,
    {
        Value::from_str(s.as_ref())
    }

    fn parse(s: T) { drop(s) }
}
