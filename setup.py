"""Build hooks: find the packages, and compile the gettext catalogues into the wheel (the .mo
files are not committed).

The packages are found here because ``site/`` installs as ``website``: pyproject's
``packages.find`` would name them ``site.*``. Everything else is in pyproject.toml.
"""

from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

TRANSLATIONS = Path("site") / "translations"


class BuildWithCatalogues(build_py):
    def run(self):
        super().run()
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in sorted(TRANSLATIONS.glob("*/LC_MESSAGES/messages.po")):
            mo = Path(self.build_lib, "website", po.relative_to("site").with_suffix(".mo"))
            mo.parent.mkdir(parents=True, exist_ok=True)
            with po.open("rb") as source:
                catalog = read_po(source, locale=po.parts[-3])
            with mo.open("wb") as target:
                write_mo(target, catalog)


PACKAGES = [*find_packages(include=["engine", "engine.*"]), "website",
            *(f"website.{p}" for p in find_packages("site")), "website.templates", "website.content"]

setup(packages=PACKAGES, cmdclass={"build_py": BuildWithCatalogues})
