namespace ascendops { void widgetsPlaceholder() {} }
