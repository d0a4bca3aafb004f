(define (problem plan_trial_H00014_newspaper_sofa)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  BoxType - otype
  CellPhoneType - otype
  KeyChainType - otype
  NewspaperType - otype
  VaseType - otype
  CoffeeTableType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  SofaType - rtype
  TVStandType - rtype
  Newspaper_bar__plus_01_dot_30_bar__plus_01_dot_77_bar__minus_01_dot_98 - object
  Newspaper_bar__minus_01_dot_27_bar__minus_00_dot_56_bar__plus_02_dot_05 - object
  KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_37_bar__plus_00_dot_73 - object
  Vase_bar__plus_01_dot_15_bar__plus_01_dot_96_bar__minus_00_dot_72 - object
  CellPhone_bar__minus_01_dot_53_bar__plus_01_dot_50_bar__minus_00_dot_11 - object
  Box_bar__minus_02_dot_35_bar__plus_01_dot_25_bar__plus_02_dot_31 - object
  Book_bar__minus_01_dot_15_bar__minus_02_dot_40_bar__minus_01_dot_49 - object
  Dresser_bar__plus_00_dot_21_bar__plus_01_dot_68_bar__plus_00_dot_36 - receptacle
  SideTable_bar__plus_02_dot_49_bar__plus_01_dot_92_bar__plus_01_dot_97 - receptacle
  Drawer_bar__minus_00_dot_23_bar__minus_02_dot_44_bar__plus_01_dot_67 - receptacle
  Sofa_bar__plus_01_dot_70_bar__plus_02_dot_21_bar__plus_02_dot_31 - receptacle
  TVStand_bar__plus_01_dot_24_bar__plus_02_dot_36_bar__plus_00_dot_72 - receptacle
  CoffeeTable_bar__plus_01_dot_52_bar__minus_01_dot_14_bar__plus_00_dot_09 - receptacle
  loc_bar_0_bar__minus_5_bar_3_bar_60 - location
  loc_bar__minus_1_bar__minus_1_bar_1_bar_45 - location
  loc_bar__minus_1_bar__minus_3_bar_3_bar_45 - location
  loc_bar__minus_2_bar_2_bar_3_bar_45 - location
  loc_bar__minus_3_bar_6_bar_2_bar_0 - location
  loc_bar__minus_4_bar__minus_1_bar_0_bar_45 - location
  loc_bar__minus_6_bar_7_bar_3_bar_0 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_1_bar__minus_1_bar_1_bar_45)
  (canContain CoffeeTableType BookType)
  (canContain CoffeeTableType BoxType)
  (canContain CoffeeTableType CellPhoneType)
  (canContain CoffeeTableType KeyChainType)
  (canContain CoffeeTableType NewspaperType)
  (canContain CoffeeTableType VaseType)
  (canContain DrawerType BookType)
  (canContain DrawerType BoxType)
  (canContain DrawerType CellPhoneType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType NewspaperType)
  (canContain DrawerType VaseType)
  (canContain DresserType BookType)
  (canContain DresserType BoxType)
  (canContain DresserType CellPhoneType)
  (canContain DresserType KeyChainType)
  (canContain DresserType NewspaperType)
  (canContain DresserType VaseType)
  (canContain SideTableType BookType)
  (canContain SideTableType BoxType)
  (canContain SideTableType CellPhoneType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType NewspaperType)
  (canContain SideTableType VaseType)
  (canContain SofaType BookType)
  (canContain SofaType BoxType)
  (canContain SofaType CellPhoneType)
  (canContain SofaType KeyChainType)
  (canContain SofaType NewspaperType)
  (canContain SofaType VaseType)
  (canContain TVStandType BookType)
  (canContain TVStandType BoxType)
  (canContain TVStandType CellPhoneType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType NewspaperType)
  (canContain TVStandType VaseType)
  (receptacleType Dresser_bar__plus_00_dot_21_bar__plus_01_dot_68_bar__plus_00_dot_36 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_21_bar__plus_01_dot_68_bar__plus_00_dot_36 loc_bar__minus_4_bar__minus_1_bar_0_bar_45)
  (receptacleType SideTable_bar__plus_02_dot_49_bar__plus_01_dot_92_bar__plus_01_dot_97 SideTableType)
  (receptacleAtLocation SideTable_bar__plus_02_dot_49_bar__plus_01_dot_92_bar__plus_01_dot_97 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (receptacleType Drawer_bar__minus_00_dot_23_bar__minus_02_dot_44_bar__plus_01_dot_67 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_23_bar__minus_02_dot_44_bar__plus_01_dot_67 loc_bar_0_bar__minus_5_bar_3_bar_60)
  (openable Drawer_bar__minus_00_dot_23_bar__minus_02_dot_44_bar__plus_01_dot_67)
  (receptacleType Sofa_bar__plus_01_dot_70_bar__plus_02_dot_21_bar__plus_02_dot_31 SofaType)
  (receptacleAtLocation Sofa_bar__plus_01_dot_70_bar__plus_02_dot_21_bar__plus_02_dot_31 loc_bar__minus_6_bar_7_bar_3_bar_0)
  (receptacleType TVStand_bar__plus_01_dot_24_bar__plus_02_dot_36_bar__plus_00_dot_72 TVStandType)
  (receptacleAtLocation TVStand_bar__plus_01_dot_24_bar__plus_02_dot_36_bar__plus_00_dot_72 loc_bar__minus_3_bar_6_bar_2_bar_0)
  (receptacleType CoffeeTable_bar__plus_01_dot_52_bar__minus_01_dot_14_bar__plus_00_dot_09 CoffeeTableType)
  (receptacleAtLocation CoffeeTable_bar__plus_01_dot_52_bar__minus_01_dot_14_bar__plus_00_dot_09 loc_bar__minus_2_bar_2_bar_3_bar_45)
  (objectType Newspaper_bar__plus_01_dot_30_bar__plus_01_dot_77_bar__minus_01_dot_98 NewspaperType)
  (inReceptacle Newspaper_bar__plus_01_dot_30_bar__plus_01_dot_77_bar__minus_01_dot_98 CoffeeTable_bar__plus_01_dot_52_bar__minus_01_dot_14_bar__plus_00_dot_09)
  (objectAtLocation Newspaper_bar__plus_01_dot_30_bar__plus_01_dot_77_bar__minus_01_dot_98 loc_bar__minus_2_bar_2_bar_3_bar_45)
  (pickupable Newspaper_bar__plus_01_dot_30_bar__plus_01_dot_77_bar__minus_01_dot_98)
  (objectType Newspaper_bar__minus_01_dot_27_bar__minus_00_dot_56_bar__plus_02_dot_05 NewspaperType)
  (inReceptacle Newspaper_bar__minus_01_dot_27_bar__minus_00_dot_56_bar__plus_02_dot_05 SideTable_bar__plus_02_dot_49_bar__plus_01_dot_92_bar__plus_01_dot_97)
  (objectAtLocation Newspaper_bar__minus_01_dot_27_bar__minus_00_dot_56_bar__plus_02_dot_05 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (pickupable Newspaper_bar__minus_01_dot_27_bar__minus_00_dot_56_bar__plus_02_dot_05)
  (objectType KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_37_bar__plus_00_dot_73 KeyChainType)
  (inReceptacle KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_37_bar__plus_00_dot_73 Sofa_bar__plus_01_dot_70_bar__plus_02_dot_21_bar__plus_02_dot_31)
  (objectAtLocation KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_37_bar__plus_00_dot_73 loc_bar__minus_6_bar_7_bar_3_bar_0)
  (pickupable KeyChain_bar__minus_01_dot_26_bar__minus_01_dot_37_bar__plus_00_dot_73)
  (objectType Vase_bar__plus_01_dot_15_bar__plus_01_dot_96_bar__minus_00_dot_72 VaseType)
  (inReceptacle Vase_bar__plus_01_dot_15_bar__plus_01_dot_96_bar__minus_00_dot_72 Sofa_bar__plus_01_dot_70_bar__plus_02_dot_21_bar__plus_02_dot_31)
  (objectAtLocation Vase_bar__plus_01_dot_15_bar__plus_01_dot_96_bar__minus_00_dot_72 loc_bar__minus_6_bar_7_bar_3_bar_0)
  (pickupable Vase_bar__plus_01_dot_15_bar__plus_01_dot_96_bar__minus_00_dot_72)
  (objectType CellPhone_bar__minus_01_dot_53_bar__plus_01_dot_50_bar__minus_00_dot_11 CellPhoneType)
  (inReceptacle CellPhone_bar__minus_01_dot_53_bar__plus_01_dot_50_bar__minus_00_dot_11 SideTable_bar__plus_02_dot_49_bar__plus_01_dot_92_bar__plus_01_dot_97)
  (objectAtLocation CellPhone_bar__minus_01_dot_53_bar__plus_01_dot_50_bar__minus_00_dot_11 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (pickupable CellPhone_bar__minus_01_dot_53_bar__plus_01_dot_50_bar__minus_00_dot_11)
  (objectType Box_bar__minus_02_dot_35_bar__plus_01_dot_25_bar__plus_02_dot_31 BoxType)
  (inReceptacle Box_bar__minus_02_dot_35_bar__plus_01_dot_25_bar__plus_02_dot_31 SideTable_bar__plus_02_dot_49_bar__plus_01_dot_92_bar__plus_01_dot_97)
  (objectAtLocation Box_bar__minus_02_dot_35_bar__plus_01_dot_25_bar__plus_02_dot_31 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (pickupable Box_bar__minus_02_dot_35_bar__plus_01_dot_25_bar__plus_02_dot_31)
  (objectType Book_bar__minus_01_dot_15_bar__minus_02_dot_40_bar__minus_01_dot_49 BookType)
  (inReceptacle Book_bar__minus_01_dot_15_bar__minus_02_dot_40_bar__minus_01_dot_49 SideTable_bar__plus_02_dot_49_bar__plus_01_dot_92_bar__plus_01_dot_97)
  (objectAtLocation Book_bar__minus_01_dot_15_bar__minus_02_dot_40_bar__minus_01_dot_49 loc_bar__minus_1_bar__minus_3_bar_3_bar_45)
  (pickupable Book_bar__minus_01_dot_15_bar__minus_02_dot_40_bar__minus_01_dot_49)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o1 - object)
                (and
                    (objectType ?o1 NewspaperType)
                    (receptacleType ?r SofaType)
                    (inReceptacle ?o1 ?r)
                    (exists (?o2 - object)
                        (and
                            (not (= ?o1 ?o2))
                            (objectType ?o2 NewspaperType)
                            (receptacleType ?r SofaType)
                            (inReceptacle ?o2 ?r)
                        )
                    )
                )
            )
        )
    )
)
)
