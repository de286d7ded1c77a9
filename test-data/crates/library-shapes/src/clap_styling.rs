//! clap_builder 4.6.10, src/builder/styling.rs: a `const fn` that matches on a reference
//! (`match &self.context_value { Some(s) => s, None => &self.context }`): neither an
//! `unwrap_or` on `&Option<Style>` nor a call that is not const may replace it.

#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct Style(u8);

#[derive(Clone, Debug)]
pub struct Styles {
    context: Style,
    context_value: Option<Style>,
}

impl Styles {
    /// Style for a context
    #[inline(always)]
    pub const fn get_context(&self) -> &Style {
        &self.context
    }

    /// Highlight values within all of the context, e.g. the `false` in `[default: false]`
    ///
    /// If not explicitly set, falls back to `context`'s style.
    #[inline(always)]
    pub const fn get_context_value(&self) -> &Style {
        match &self.context_value {
            Some(s) => s,
            None => &self.context,
        }
    }
}
