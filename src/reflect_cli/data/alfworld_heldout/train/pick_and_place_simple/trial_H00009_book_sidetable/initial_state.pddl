(define (problem plan_trial_H00009_book_sidetable)
(:domain alfred)
(:objects
  agent1 - agent
  BookType - otype
  KeyChainType - otype
  PillowType - otype
  StatueType - otype
  ArmChairType - rtype
  DrawerType - rtype
  DresserType - rtype
  SideTableType - rtype
  TVStandType - rtype
  Book_bar__minus_01_dot_30_bar__minus_00_dot_12_bar__plus_00_dot_24 - object
  Pillow_bar__plus_01_dot_10_bar__plus_01_dot_46_bar__minus_00_dot_22 - object
  KeyChain_bar__plus_01_dot_38_bar__minus_01_dot_42_bar__plus_01_dot_80 - object
  Statue_bar__plus_01_dot_38_bar__minus_00_dot_38_bar__plus_01_dot_01 - object
  Drawer_bar__minus_00_dot_42_bar__minus_01_dot_49_bar__minus_00_dot_78 - receptacle
  SideTable_bar__minus_02_dot_50_bar__minus_00_dot_67_bar__plus_01_dot_40 - receptacle
  ArmChair_bar__plus_01_dot_01_bar__minus_01_dot_09_bar__minus_00_dot_38 - receptacle
  Dresser_bar__plus_00_dot_43_bar__minus_02_dot_43_bar__minus_01_dot_09 - receptacle
  TVStand_bar__minus_00_dot_19_bar__minus_01_dot_37_bar__minus_00_dot_95 - receptacle
  loc_bar_3_bar__minus_1_bar_3_bar_45 - location
  loc_bar_3_bar__minus_4_bar_0_bar_30 - location
  loc_bar__minus_1_bar_5_bar_1_bar_30 - location
  loc_bar__minus_1_bar_6_bar_1_bar_45 - location
  loc_bar__minus_7_bar_6_bar_0_bar_30 - location
  loc_bar__minus_7_bar_7_bar_1_bar_45 - location
)
(:init
  (= (total-cost) 0)
  (atLocation agent1 loc_bar__minus_7_bar_7_bar_1_bar_45)
  (canContain ArmChairType BookType)
  (canContain ArmChairType KeyChainType)
  (canContain ArmChairType PillowType)
  (canContain ArmChairType StatueType)
  (canContain DrawerType BookType)
  (canContain DrawerType KeyChainType)
  (canContain DrawerType PillowType)
  (canContain DrawerType StatueType)
  (canContain DresserType BookType)
  (canContain DresserType KeyChainType)
  (canContain DresserType PillowType)
  (canContain DresserType StatueType)
  (canContain SideTableType BookType)
  (canContain SideTableType KeyChainType)
  (canContain SideTableType PillowType)
  (canContain SideTableType StatueType)
  (canContain TVStandType BookType)
  (canContain TVStandType KeyChainType)
  (canContain TVStandType PillowType)
  (canContain TVStandType StatueType)
  (receptacleType Drawer_bar__minus_00_dot_42_bar__minus_01_dot_49_bar__minus_00_dot_78 DrawerType)
  (receptacleAtLocation Drawer_bar__minus_00_dot_42_bar__minus_01_dot_49_bar__minus_00_dot_78 loc_bar__minus_1_bar_5_bar_1_bar_30)
  (openable Drawer_bar__minus_00_dot_42_bar__minus_01_dot_49_bar__minus_00_dot_78)
  (receptacleType SideTable_bar__minus_02_dot_50_bar__minus_00_dot_67_bar__plus_01_dot_40 SideTableType)
  (receptacleAtLocation SideTable_bar__minus_02_dot_50_bar__minus_00_dot_67_bar__plus_01_dot_40 loc_bar_3_bar__minus_4_bar_0_bar_30)
  (receptacleType ArmChair_bar__plus_01_dot_01_bar__minus_01_dot_09_bar__minus_00_dot_38 ArmChairType)
  (receptacleAtLocation ArmChair_bar__plus_01_dot_01_bar__minus_01_dot_09_bar__minus_00_dot_38 loc_bar_3_bar__minus_1_bar_3_bar_45)
  (receptacleType Dresser_bar__plus_00_dot_43_bar__minus_02_dot_43_bar__minus_01_dot_09 DresserType)
  (receptacleAtLocation Dresser_bar__plus_00_dot_43_bar__minus_02_dot_43_bar__minus_01_dot_09 loc_bar__minus_7_bar_6_bar_0_bar_30)
  (receptacleType TVStand_bar__minus_00_dot_19_bar__minus_01_dot_37_bar__minus_00_dot_95 TVStandType)
  (receptacleAtLocation TVStand_bar__minus_00_dot_19_bar__minus_01_dot_37_bar__minus_00_dot_95 loc_bar__minus_1_bar_6_bar_1_bar_45)
  (objectType Book_bar__minus_01_dot_30_bar__minus_00_dot_12_bar__plus_00_dot_24 BookType)
  (inReceptacle Book_bar__minus_01_dot_30_bar__minus_00_dot_12_bar__plus_00_dot_24 TVStand_bar__minus_00_dot_19_bar__minus_01_dot_37_bar__minus_00_dot_95)
  (objectAtLocation Book_bar__minus_01_dot_30_bar__minus_00_dot_12_bar__plus_00_dot_24 loc_bar__minus_1_bar_6_bar_1_bar_45)
  (pickupable Book_bar__minus_01_dot_30_bar__minus_00_dot_12_bar__plus_00_dot_24)
  (objectType Pillow_bar__plus_01_dot_10_bar__plus_01_dot_46_bar__minus_00_dot_22 PillowType)
  (inReceptacle Pillow_bar__plus_01_dot_10_bar__plus_01_dot_46_bar__minus_00_dot_22 Dresser_bar__plus_00_dot_43_bar__minus_02_dot_43_bar__minus_01_dot_09)
  (objectAtLocation Pillow_bar__plus_01_dot_10_bar__plus_01_dot_46_bar__minus_00_dot_22 loc_bar__minus_7_bar_6_bar_0_bar_30)
  (pickupable Pillow_bar__plus_01_dot_10_bar__plus_01_dot_46_bar__minus_00_dot_22)
  (objectType KeyChain_bar__plus_01_dot_38_bar__minus_01_dot_42_bar__plus_01_dot_80 KeyChainType)
  (inReceptacle KeyChain_bar__plus_01_dot_38_bar__minus_01_dot_42_bar__plus_01_dot_80 TVStand_bar__minus_00_dot_19_bar__minus_01_dot_37_bar__minus_00_dot_95)
  (objectAtLocation KeyChain_bar__plus_01_dot_38_bar__minus_01_dot_42_bar__plus_01_dot_80 loc_bar__minus_1_bar_6_bar_1_bar_45)
  (pickupable KeyChain_bar__plus_01_dot_38_bar__minus_01_dot_42_bar__plus_01_dot_80)
  (objectType Statue_bar__plus_01_dot_38_bar__minus_00_dot_38_bar__plus_01_dot_01 StatueType)
  (inReceptacle Statue_bar__plus_01_dot_38_bar__minus_00_dot_38_bar__plus_01_dot_01 ArmChair_bar__plus_01_dot_01_bar__minus_01_dot_09_bar__minus_00_dot_38)
  (objectAtLocation Statue_bar__plus_01_dot_38_bar__minus_00_dot_38_bar__plus_01_dot_01 loc_bar_3_bar__minus_1_bar_3_bar_45)
  (pickupable Statue_bar__plus_01_dot_38_bar__minus_00_dot_38_bar__plus_01_dot_01)
)
(:goal
    (and
        (exists (?r - receptacle)
            (exists (?o - object)
                (and
                    (inReceptacle ?o ?r)
                    (objectType ?o BookType)
                    (receptacleType ?r SideTableType)
                )
            )
        )
    )
)
)
